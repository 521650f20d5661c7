import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { AppModule } from '../src/app.module.js';
import { REDIS } from '../src/common/redis/redis.module.js';
import { type AppConfig, loadConfig } from '../src/config/config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { JOBS } from '../src/jobs/job-definitions.js';
import { REQUEST_ID_FIELD } from '../src/jobs/job-request-id.js';
import { JOB_SCHEDULES } from '../src/jobs/job-schedules.js';
import { JobsModule } from '../src/jobs/jobs.module.js';
import { JobName, QueueName } from '../src/jobs/queues.js';
import { NotificationsModule } from '../src/modules/notifications/notifications.module.js';
import { createUser, uniqueEmail } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';

const FORGOT_ANSWER = { message: 'If an account exists for this email, we have sent a link to reset the password.' };

/** The whole application without an HTTP server, as src/worker.ts builds it. */
const workerContext = (config: AppConfig) =>
  NestFactory.createApplicationContext(AppModule.forRoot({ ...config, worker: 'inline' }), { logger: false, abortOnError: false });

describe('a process that runs workers', () => {
  /**
   * The queues and the shared Redis client a context built, kept here so that they can be closed after a start-up
   * that failed: Nest runs no shutdown hook then, and an open client would keep Jest from exiting.
   */
  const opened: Queue[] = [];
  const openedClients: Redis[] = [];

  /** Only the notifications module's handlers are loaded: the car-views and password-reset handlers are missing. */
  function withoutSomeHandlers(config: AppConfig): DynamicModule {
    @Module({
      providers: [
        {
          provide: 'open queues',
          inject: Object.values(QueueName).map((name) => getQueueToken(name)),
          useFactory: (...queues: Queue[]) => opened.push(...queues),
        },
        { provide: 'open Redis client', inject: [REDIS], useFactory: (redis: Redis) => openedClients.push(redis) },
      ],
    })
    class OpenQueues {}
    return { module: OpenQueues, imports: [ConfigModule.forRoot(config), JobsModule, NotificationsModule] };
  }

  const config = loadConfig({ ...process.env, REDIS_PREFIX: `test:jobs-${randomBytes(4).toString('hex')}`, SMTP_URL: '' });

  afterAll(async () => {
    await Promise.all(opened.map((queue) => queue.close()));
    for (const client of openedClients) if (client.status !== 'end') client.disconnect();
    const redis = new Redis(config.redisUrl);
    const keys = await redis.keys(`${config.redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('refuses to start when a declared job has no handler, naming each such job', async () => {
    const error = await NestFactory.createApplicationContext(withoutSomeHandlers({ ...config, worker: 'inline' }), {
      logger: false,
      abortOnError: false,
    }).then(
      (context) => context.close().then(() => null),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.name).toBe('JobRegistryError');
    expect(error!.message).toMatch(/runs job workers \(WORKER=inline\) but declared jobs are not handled/);
    expect(error!.message).toContain(`job "${JobName.CarViewsFlush}" has no handler`);
    expect(error!.message).toContain(`job "${JobName.PasswordResetEmail}" has no handler`);
    expect(error!.message).not.toContain(JobName.SendEmail);
    // Nothing was scheduled.
    const carViews = opened.find((queue) => queue.name === QueueName.CarViews)!;
    expect(await carViews.getJobSchedulersCount()).toBe(0);
  });

  it('the same modules start with WORKER=off: a process that only queues needs no handlers', async () => {
    const context = await NestFactory.createApplicationContext(withoutSomeHandlers({ ...config, worker: 'off' }), {
      logger: false,
      abortOnError: false,
    });
    await context.close();
  });
});

describe('job schedules', () => {
  let t: TestApp;

  beforeAll(async () => {
    // An API that only queues: it schedules nothing.
    t = await createTestApp({ WORKER: 'off' });
  });
  afterAll(() => t.close());

  const queue = (name: QueueName) => t.app.get<Queue>(getQueueToken(name));

  it('are created once by N worker processes starting together, and not by an API with WORKER=off', async () => {
    for (const name of Object.values(QueueName)) expect(await queue(name).getJobSchedulersCount()).toBe(0);

    const started = await Promise.allSettled([workerContext(t.config), workerContext(t.config), workerContext(t.config)]);
    const contexts = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const name of Object.values(QueueName)) {
        const declared = JOB_SCHEDULES.filter((s) => JOBS[s.job].queue === name);
        const schedulers = await queue(name).getJobSchedulers();
        expect(schedulers.map((s) => s.key).sort()).toEqual(declared.map((s) => s.id).sort());
        for (const schedule of declared) {
          expect(schedulers.find((s) => s.key === schedule.id)).toMatchObject({ name: schedule.job, ...schedule.repeat });
          // One next run waits per scheduler, however many processes upserted it.
          const pending = await queue(name).getJobs(['delayed', 'waiting', 'prioritized']);
          expect(pending.filter((job) => job.repeatJobKey === schedule.id)).toHaveLength(1);
        }
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});

describe('the forgot-password email is a queued job', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'off' });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await sink?.stop();
  });

  const notifications = () => t.app.get<Queue>(getQueueToken(QueueName.Notifications));

  it('is answered once the job is in Redis; a worker started afterwards looks the account up and sends the link', async () => {
    const user = await createUser(t);
    const res = await t.http
      .post('/api/auth/forgot-password')
      .set('Accept-Language', 'ur-PK,ur;q=0.9')
      .send({ email: `  ${user.email.toUpperCase()} ` })
      .expect(200);
    expect(res.body).toEqual(FORGOT_ANSWER);

    // The answer came with the job already waiting: its payload is the address, the request and the language, and
    // no token (none exists yet).
    const waiting = await notifications().getWaiting();
    expect(waiting.map((job) => ({ name: job.name, data: job.data }))).toEqual([
      { name: JobName.PasswordResetEmail, data: { email: user.email, locale: 'ur', [REQUEST_ID_FIELD]: res.headers['x-request-id'] } },
    ]);
    const tokens = () => t.dataSource.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [user.id]);
    expect(await tokens()).toHaveLength(0);
    await sleep(300);
    expect(sink.messagesTo(user.email)).toHaveLength(0);

    // Whatever became of the API process since, a worker started now does the work.
    worker = await workerContext(t.config);
    const mail = await sink.nextMessage(user.email);
    expect(mail.subject).toBe('Reset your password');
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
    expect(await tokens()).toHaveLength(1);
    await t.http.post('/api/auth/reset-password').send({ token, password: 'From-the-queue#1' }).expect(200);
    await t.http.post('/api/user/login').send({ email: user.email, password: 'From-the-queue#1' }).expect(200);
  });

  it('queues a job for an address without an account too, which the worker ends without email', async () => {
    worker ??= await workerContext(t.config);
    const known = await createUser(t);
    const nobody = uniqueEmail('nobody');
    await t.http.post('/api/auth/forgot-password').send({ email: nobody }).expect(200);
    await t.http.post('/api/auth/forgot-password').send({ email: known.email }).expect(200);
    // The known address's job was queued last; once its email is here, the other job is done too.
    await sink.nextMessage(known.email);
    await sleep(300);
    expect(sink.messagesTo(nobody)).toHaveLength(0);
    expect(sink.messagesTo(known.email)).toHaveLength(1);
    expect(await notifications().getFailedCount()).toBe(0);
    expect(await notifications().getWaitingCount()).toBe(0);
  });

  it('fails a job it has no handler for at once, without retries', async () => {
    worker ??= await workerContext(t.config);
    const job = await notifications().add('no-such-job', {}, { attempts: 5 });
    for (let i = 0; i < 50 && !(await job.isFailed()); i++) await sleep(100);
    const failed = (await notifications().getJob(job.id!))!;
    expect(failed.failedReason).toBe('Unknown notifications job "no-such-job"');
    expect(failed.attemptsMade).toBe(1);
  });
});
