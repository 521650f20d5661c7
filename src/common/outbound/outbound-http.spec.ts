import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { OutboundError, type OutboundRequest, outboundRequest, readBody, type Resolver } from './outbound-http.js';
import { checkUrl, type OutboundRules } from './outbound-rules.js';
import { parseIpRange } from './special-addresses.js';

/**
 * The guard's HTTP client against real local servers. 127.0.0.2 stands for a public host (it is let through by the
 * rules' `allowed`); 127.0.0.1 is the internal service an attacker wants to reach (loopback-only /metrics, say): it
 * must never see a request.
 */

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

function server(host: string, handle: (path: string, res: import('node:http').ServerResponse) => void) {
  const seen: Seen[] = [];
  const srv: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? '/', headers: req.headers });
    handle(req.url ?? '/', res);
  });
  return {
    seen,
    port: 0,
    async start() {
      await new Promise<void>((resolve) => srv.listen(0, host, resolve));
      this.port = (srv.address() as AddressInfo).port;
      return this;
    },
    stop: () => {
      srv.closeAllConnections();
      return new Promise<void>((resolve) => srv.close(() => resolve()));
    },
  };
}

const strictWithPublic: OutboundRules = { allowHttp: true, allowPrivate: false, allowed: [parseIpRange('127.0.0.2')!] };

const reason = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof OutboundError ? error.kind : `not an OutboundError: ${String(error)}`;
  }
};

describe('outboundRequest', () => {
  const internal = server('127.0.0.1', (_path, res) => res.end('# HELP secret_metric internal only'));
  let publicPort = 0;
  const publicHost = server('127.0.0.2', (path, res) => {
    if (path === '/to-internal') return void res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/metrics` }).end();
    if (path === '/to-localhost') return void res.writeHead(301, { location: `http://localhost:${internal.port}/metrics` }).end();
    if (path === '/to-public') return void res.writeHead(307, { location: '/feed.csv' }).end();
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path === '/see-other') return void res.writeHead(303, { location: `http://127.0.0.2:${publicPort}/feed.csv` }).end();
    if (path === '/hang') return;
    res.writeHead(200, { 'content-type': 'text/csv' }).end('make,model\nToyota,Corolla\n');
  });
  let notHttp: TcpServer;
  const rawSockets: Socket[] = [];
  let notHttpPort = 0;
  let closedPort = 0;
  const options = (extra: Partial<OutboundRequest> = {}): OutboundRequest => ({
    timeoutMs: 2_000,
    maxRedirects: 3,
    rules: strictWithPublic,
    ...extra,
  });

  beforeAll(async () => {
    await internal.start();
    await publicHost.start();
    publicPort = publicHost.port;
    notHttp = createTcpServer((socket) => {
      rawSockets.push(socket);
      socket.end('SSH-2.0-OpenSSH_9.2\r\n');
    });
    await new Promise<void>((resolve) => notHttp.listen(0, '127.0.0.2', resolve));
    notHttpPort = (notHttp.address() as AddressInfo).port;
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.2', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
  afterAll(async () => {
    await internal.stop();
    await publicHost.stop();
    for (const socket of rawSockets) socket.destroy();
    await new Promise<void>((resolve) => notHttp.close(() => resolve()));
  });

  it('calls an allowed address and reads its answer', async () => {
    const res = await outboundRequest(`http://127.0.0.2:${publicPort}/feed.csv`, options());
    expect(res.status).toBe(200);
    expect(await readBody(res, 1000, 'fail')).toBe('make,model\nToyota,Corolla\n');
  });

  it('refuses the internal service however its address is written, without connecting to it', async () => {
    const port = internal.port;
    const urls = [
      `http://127.0.0.1:${port}/metrics`,
      `http://2130706433:${port}/metrics`,
      `http://0x7f.1:${port}/metrics`,
      `http://0177.0.0.1:${port}/metrics`,
      `http://127.1:${port}/metrics`,
      `http://[::ffff:127.0.0.1]:${port}/metrics`,
      `http://[::1]:${port}/metrics`,
      `http://localhost:${port}/metrics`,
      `http://LOCALHOST.:${port}/metrics`,
      `http://api.localhost:${port}/metrics`,
      `http://0.0.0.0:${port}/metrics`,
      `http://0:${port}/metrics`,
      `http://metadata.google.internal:${port}/`,
      `http://intranet:${port}/`,
    ];
    for (const url of urls) expect([url, await reason(outboundRequest(url, options()))]).toEqual([url, 'refused']);
    expect(internal.seen).toEqual([]);
  });

  it('re-checks every redirect: one to the internal service is refused, one to an allowed address is followed', async () => {
    expect(await reason(outboundRequest(`http://127.0.0.2:${publicPort}/to-internal`, options()))).toBe('refused');
    expect(await reason(outboundRequest(`http://127.0.0.2:${publicPort}/to-localhost`, options()))).toBe('refused');
    expect(internal.seen).toEqual([]);
    const followed = await outboundRequest(`http://127.0.0.2:${publicPort}/to-public`, options());
    expect([followed.status, followed.url]).toEqual([200, `http://127.0.0.2:${publicPort}/feed.csv`]);
    followed.body.destroy();
    const posted = await outboundRequest(`http://127.0.0.2:${publicPort}/see-other`, options({ method: 'POST', body: '{}' }));
    expect(posted.status).toBe(200);
    posted.body.destroy();
    expect(publicHost.seen.at(-1)).toMatchObject({ path: '/feed.csv' });
    expect(await reason(outboundRequest(`http://127.0.0.2:${publicPort}/loop`, options()))).toBe('redirects');
  });

  it('answers a redirect as is when none may be followed', async () => {
    const res = await outboundRequest(`http://127.0.0.2:${publicPort}/to-internal`, options({ maxRedirects: 0 }));
    expect([res.status, res.headers.location]).toEqual([302, `http://127.0.0.1:${internal.port}/metrics`]);
    res.body.destroy();
    expect(internal.seen).toEqual([]);
  });

  it('resolves a name once and connects to the address it vetted: a rebinding answer is never used', async () => {
    const answers = ['127.0.0.2', '127.0.0.1'];
    const asked: string[] = [];
    const rebinding: Resolver = async (name) => {
      asked.push(name);
      return [{ address: answers.shift() ?? '127.0.0.1', family: 4 }];
    };
    const res = await outboundRequest(`http://feeds.example.com:${publicPort}/feed.csv`, options({ resolver: rebinding }));
    expect(res.status).toBe(200);
    res.body.destroy();
    expect(asked).toEqual(['feeds.example.com']);
    expect(publicHost.seen.at(-1)!.headers.host).toBe(`feeds.example.com:${publicPort}`);
    expect(internal.seen).toEqual([]);
  });

  it('refuses a name that resolves to an internal address, or to a public and an internal one', async () => {
    for (const addresses of [
      ['127.0.0.1'],
      ['10.0.0.8'],
      ['192.0.2.2'],
      ['2001:db8::1'],
      ['93.184.216.34', '169.254.169.254'],
      ['::ffff:127.0.0.1'],
    ]) {
      const resolver: Resolver = async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      const url = `http://hooks.dealer.example:${internal.port}/`;
      expect([addresses, await reason(outboundRequest(url, options({ resolver })))]).toEqual([addresses, 'refused']);
    }
    const nowhere: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await reason(outboundRequest('http://nowhere.example/', options({ resolver: nowhere })))).toBe('dns');
    expect(internal.seen).toEqual([]);
  });

  it('tells a timeout, a closed port and a server that does not speak HTTP apart (for the server log only)', async () => {
    const started = Date.now();
    expect(await reason(outboundRequest(`http://127.0.0.2:${publicPort}/hang`, options({ timeoutMs: 300 })))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await reason(outboundRequest(`http://127.0.0.2:${closedPort}/`, options()))).toBe('connect');
    expect(await reason(outboundRequest(`http://127.0.0.2:${notHttpPort}/`, options()))).toBe('protocol');
  });

  it('lets a development setup reach loopback and private addresses, never the other special ranges', async () => {
    const dev: OutboundRules = { allowHttp: true, allowPrivate: true, allowed: [] };
    const res = await outboundRequest(`http://127.0.0.1:${internal.port}/metrics`, options({ rules: dev }));
    expect(res.status).toBe(200);
    res.body.destroy();
    for (const url of ['http://0.0.0.0/', 'http://169.254.169.254/latest/meta-data/', 'http://192.0.2.2:8443/', 'http://[fe80::1]/']) {
      expect([url, await reason(outboundRequest(url, options({ rules: dev })))]).toEqual([url, 'refused']);
    }
  });
});

describe('checkUrl', () => {
  const production: OutboundRules = { allowHttp: false, allowPrivate: false, allowed: [] };

  it.each([
    ['https://192.0.2.2:8443/', 'refused'],
    ['https://198.51.100.10/', 'refused'],
    ['https://203.0.113.5/', 'refused'],
    ['https://192.88.99.1/', 'refused'],
    ['https://[2001:db8::1]/', 'refused'],
    ['https://[100::1]/', 'refused'],
    ['https://127.0.0.1/', 'refused'],
    ['https://localhost/', 'refused'],
    ['https://2130706433/', 'refused'],
    ['https://0.0.0.0/', 'refused'],
    ['https://[::]/', 'refused'],
    ['https://printer.local/', 'refused'],
    ['https://router.home.arpa/', 'refused'],
    ['https://1.0.0.127.in-addr.arpa/', 'refused'],
    ['http://hooks.example.com/', 'https_required'],
    ['ftp://hooks.example.com/', 'invalid'],
    ['https://user:pw@hooks.example.com/', 'invalid'],
    ['not a url', 'invalid'],
  ])('%s: %s', (url, expected) => {
    const checked = checkUrl(url, production);
    expect('reason' in checked ? checked.reason : 'allowed').toBe(expected);
  });

  it.each(['https://hooks.example.com/in', 'https://hooks.example.com./in', 'https://93.184.216.34:8443/', 'https://[2606:4700::1111]/'])(
    'allows %s',
    (url) => {
      const checked = checkUrl(url, production);
      expect('reason' in checked ? checked.reason : 'allowed').toBe('allowed');
    },
  );
});
