import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { AccessLog } from './access-log.js';

/** A real Fastify with the access log, writing its JSON lines where the test can read them. */
async function server() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream), logController: new AccessLog() });
  app.get('/api/cars', async () => ({ items: [] }));
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/broken', async () => {
    throw new Error('database gone');
  });
  // Over a real socket (light-my-request's inject needs an ESM-only cookie module that Jest cannot require).
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  lines.length = 0; // "Server listening at …"

  const get = async (path: string, headers: Record<string, string> = {}) => {
    await (await fetch(`http://127.0.0.1:${port}${path}`, { headers })).text();
    // The line is written when the response has finished, which the client may see first.
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { app, lines, get };
}

describe('AccessLog', () => {
  it('writes one flat line per answer, with the request id, and nothing on arrival', async () => {
    const { app, lines, get } = await server();
    await get('/api/cars?make=toyota', { 'user-agent': 'Opera Mini' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/cars?make=toyota',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
      userAgent: 'Opera Mini',
      reqId: expect.any(String),
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    await app.close();
  });

  it('leaves the health check out', async () => {
    const { app, lines, get } = await server();
    await get('/api/health');
    expect(lines).toEqual([]);
    await app.close();
  });

  it('logs a failed answer with its status', async () => {
    const { app, lines, get } = await server();
    await get('/api/broken');
    const completed = lines.filter((line) => line.url === '/api/broken' && String(line.msg).startsWith('request'));
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ statusCode: 500 });
    await app.close();
  });
});
