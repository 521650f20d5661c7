import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { runWithLogContext } from '../context/log-context.js';
import { createPinoLogger, PinoNestLogger } from './pino-logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: new PinoNestLogger(pino({ level: 'trace' }, stream)), lines };
}

describe('PinoNestLogger', () => {
  it("writes Nest's (message, context) as a message with a context field", () => {
    const { logger, lines } = capture();
    logger.log('Nest application successfully started', 'NestApplication');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Nest application successfully started', context: 'NestApplication' });
  });

  it('merges an object message and keeps the text', () => {
    const { logger, lines } = capture();
    logger.error({ requestId: 'r1', url: '/api/x' }, 'Unhandled error', 'HttpExceptionFilter');
    expect(lines[0]).toMatchObject({ level: 50, requestId: 'r1', url: '/api/x', msg: 'Unhandled error', context: 'HttpExceptionFilter' });
  });

  it('puts an Error under err with its stack', () => {
    const { logger, lines } = capture();
    logger.warn(new Error('boom'), 'Mailer');
    expect(lines[0]).toMatchObject({ level: 40, msg: 'boom', context: 'Mailer', err: { message: 'boom' } });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('Error: boom');
  });

  it('keeps the stack Nest passes with an error message', () => {
    const { logger, lines } = capture();
    logger.error('Failed', 'Error: x\n    at f (a.js:1:1)', 'ExceptionHandler');
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Failed', context: 'ExceptionHandler', stack: 'Error: x\n    at f (a.js:1:1)' });
  });

  it('redacts every line of the app logger and of its children (the ones Fastify makes per request)', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = createPinoLogger({ logLevel: 'info' }, destination);
    new PinoNestLogger(app).error({ user: { email: 'ann@example.com' } }, 'register failed for +254712345678', 'Auth');
    app
      .child({ reqId: 'r1' })
      .info({ url: '/api/admin/users?q=ann%40example.com', headers: { authorization: 'Bearer abc' } }, 'request completed');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toMatch(/ann@example\.com|ann%40example|254712345678|Bearer abc/);
    expect(JSON.parse(lines[1]!)).toMatchObject({ reqId: 'r1', msg: 'request completed', headers: { authorization: '[REDACTED]' } });
  });
});

describe('PinoNestLogger in a request or a job', () => {
  it('adds the log context: the request id, and the job in a worker', () => {
    const { logger, lines } = capture();
    runWithLogContext({ reqId: 'req-1', jobId: '42', queue: 'notifications', job: 'send-email' }, () => logger.log('Sent', 'Mailer'));
    logger.log('Outside', 'Mailer');
    expect(lines[0]).toMatchObject({
      msg: 'Sent',
      context: 'Mailer',
      reqId: 'req-1',
      jobId: '42',
      queue: 'notifications',
      job: 'send-email',
    });
    expect(lines[1]).not.toHaveProperty('reqId');
  });
});
