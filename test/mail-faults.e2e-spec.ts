import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueEmail } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';

const SUBJECT = 'You are subscribed to our newsletter';

/**
 * A slow SMTP server (issue 15, "Faults, in tests"): it keeps the message but answers the end of DATA after the
 * mailer's socket timeout. The mailer gives up, the job is retried with backoff — and the customer still sees one
 * email: every copy carries the job's one Message-ID (which mail stores deduplicate), and once a copy is accepted the
 * sent-marker stops any further run of the job from sending again.
 */
describe('a slow SMTP server', () => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    // The first reply comes 1.5 s after the message; the mailer waits 500 ms.
    sink = await SmtpSink.start({ dataDelayMs: 1500, slowReplies: 1 });
    t = await createTestApp({ SMTP_URL: `${sink.url}?ignoreTLS=true&socketTimeout=500`, WORKER: 'inline' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('times the first attempt out, retries, and the customer’s mailbox shows the email once', async () => {
    const email = uniqueEmail('slow');
    await t.http.post('/api/newsletter').send({ fullName: 'Thandiwe Slow', email }).expect(200);

    // The first copy arrives at once (the server has it; the mailer is still waiting for its answer).
    const first = await sink.nextMessage(email);
    expect(first.subject).toBe(SUBJECT);
    // The retry (backoff 2 s) is answered at once: a second copy, the same Message-ID.
    const second = await sink.nextMessage(email, 20_000);
    expect(second.messageId).toBe(first.messageId);
    expect(first.messageId).toMatch(/^<notification\./);
    // Settled: nothing more comes (the job is done and marked sent).
    await sleep(3000);
    const copies = sink.messagesTo(email);
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
    expect(sink.mailboxOf(email).map((m) => m.subject)).toEqual([SUBJECT]);
    const markers = await t.redis.keys(`${t.config.redisPrefix}:mail-sent:*`);
    expect(markers).toContain(`${t.config.redisPrefix}:mail-sent:${first.messageId.slice(1, -1)}`);
    console.log(
      `mail-faults figures: slow SMTP (1.5 s reply, 500 ms timeout): ${copies.length} SMTP copies, 1 Message-ID, mailbox shows 1`,
    );
  }, 45_000);
});
