import { describe, expect, it } from '@jest/globals';
import { JOBS, reservationExpireJobId } from './job-definitions.js';
import { failedJobLine, handlerProblems, handlerProblemsError, JobRegistryError, runsWorkers } from './job-rules.js';
import { JOB_SCHEDULES } from './job-schedules.js';
import { JobName } from './queues.js';

describe('job rules', () => {
  it('runs workers only with WORKER=inline', () => {
    expect(runsWorkers({ worker: 'inline' })).toBe(true);
    expect(runsWorkers({ worker: 'off' })).toBe(false);
  });

  it('names every declared job without a handler, and every job with two', () => {
    const declared = [JobName.SendEmail, JobName.CarViewsFlush, JobName.PasswordResetEmail];
    expect(
      handlerProblems(declared, [
        { job: JobName.SendEmail, owner: 'NotificationsProcessor.sendEmail' },
        { job: JobName.PasswordResetEmail, owner: 'PasswordResetService.sendResetLink' },
      ]),
    ).toEqual([expect.stringMatching(/^job "car-views-flush" has no handler: .*@OnJob/)]);
    expect(
      handlerProblems(declared, [
        { job: JobName.SendEmail, owner: 'A.send' },
        { job: JobName.SendEmail, owner: 'B.send' },
        { job: JobName.CarViewsFlush, owner: 'C.flush' },
        { job: JobName.PasswordResetEmail, owner: 'D.issue' },
      ]),
    ).toEqual(['job "send-email" has 2 handlers (A.send, B.send): keep one']);
    expect(handlerProblems([JobName.SendEmail], [{ job: JobName.SendEmail, owner: 'A.send' }])).toEqual([]);
  });

  it('refuses to start with a message that lists the problems', () => {
    const error = handlerProblemsError(['job "car-views-flush" has no handler: …']);
    expect(error).toBeInstanceOf(JobRegistryError);
    expect(error.message).toMatch(/runs job workers \(WORKER=inline\) but a declared job is not handled/);
    expect(error.message).toContain('  - job "car-views-flush" has no handler');
  });

  it('tells a failed attempt that will be retried from the last one', () => {
    const job = { name: 'send-email', id: '9', attemptsMade: 2, opts: { attempts: 5 } };
    expect(failedJobLine(job, new Error('timeout'))).toEqual({
      final: false,
      text: 'Job send-email #9 failed (attempt 2 of 5, will retry): timeout',
    });
    expect(failedJobLine({ ...job, attemptsMade: 5 }, new Error('timeout')).final).toBe(true);
    expect(failedJobLine(job, Object.assign(new Error('550'), { name: 'UnrecoverableError' })).final).toBe(true);
  });
});

describe('job declarations', () => {
  it('keeps no email job in Redis once done (its data holds an address, maybe a reset link)', () => {
    expect(JOBS[JobName.SendEmail].options).toMatchObject({ removeOnComplete: true });
    expect(JOBS[JobName.PasswordResetEmail].options).toMatchObject({ removeOnComplete: true });
  });

  it('gives every schedule its own id and a declared job', () => {
    const ids = JOB_SCHEDULES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const schedule of JOB_SCHEDULES) expect(Object.values(JobName)).toContain(schedule.job);
    expect(JOB_SCHEDULES).toContainEqual(
      expect.objectContaining({ id: 'car-views-flush', job: JobName.CarViewsFlush, repeat: { every: 30_000 } }),
    );
    expect(JOB_SCHEDULES).toContainEqual(
      expect.objectContaining({ id: 'reservation-sweep', job: JobName.ReservationSweep, repeat: { every: 60_000 } }),
    );
  });

  it('gives each reservation one expiry job, under an id BullMQ accepts, gone once done', () => {
    expect(reservationExpireJobId('7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47')).toBe('reservation-expire-7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47');
    expect(reservationExpireJobId('x')).not.toContain(':');
    expect(JOBS[JobName.ReservationExpire]).toMatchObject({
      queue: 'reservations',
      options: { removeOnComplete: true, removeOnFail: true },
    });
  });
});
