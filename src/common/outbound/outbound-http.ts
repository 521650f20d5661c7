import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { formatIp, type ParsedIp, parseIp } from './special-addresses.js';
import { addressRefusal, checkUrl, isRefusal, type OutboundRules, type OutboundTarget } from './outbound-rules.js';

/**
 * The outbound-URL guard's HTTP client: every call the server makes to a URL a user or staff gave (dealers' webhooks,
 * auction feed sources, the exchange-rate provider) goes through `outboundRequest`.
 *
 * - The URL is checked by the rules (outbound-rules.ts) first.
 * - A host name is resolved ONCE, here; every address of the answer must pass the same rules (one refused address
 *   refuses the call: a name that answers both a public and an internal address is not trusted), and the socket is
 *   then connected to those vetted addresses through the request's own `lookup` — the Host header and TLS's SNI and
 *   certificate check still use the name. Nothing resolves the name a second time, so a DNS answer that changes between
 *   the check and the connection (DNS rebinding) cannot move the call to another address.
 * - Redirects are never followed blindly: with `maxRedirects: 0` a 3xx comes back as the answer; otherwise each
 *   Location is checked, resolved and vetted like the first URL.
 * - One timeout covers everything: resolving, connecting, every redirect, and reading the body.
 */

/** How names are resolved: the system's resolver by default; tests pass a table (OutboundHttp.useResolver). */
export type Resolver = (name: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (name) => dnsLookup(name, { all: true, verbatim: true });

/** Why a call failed, in kinds a caller can map to its own words without the detail (which stays in the server's log). */
export type OutboundFailure =
  | 'invalid'
  | 'https_required'
  /** The guard refused the URL, a redirect's Location, or an address the name resolved to. */
  | 'refused'
  /** The name did not resolve. */
  | 'dns'
  /** Connection refused, reset, or the network unreachable. */
  | 'connect'
  | 'timeout'
  | 'tls'
  /** The other end answered something that is not HTTP. */
  | 'protocol'
  /** More redirects than allowed, or a redirect without a usable Location. */
  | 'redirects';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    readonly detail: string,
    /** The host refused (as the URL or redirect wrote it), for a 'refused' error. */
    readonly host?: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** From the start of the call to the end of the body: resolving, connecting, redirects, reading. */
  timeoutMs: number;
  /** Redirects followed (each re-checked). 0: a 3xx is answered as is. Past the limit: OutboundError 'redirects'. */
  maxRedirects: number;
  rules: OutboundRules;
  resolver?: Resolver;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, to be read or destroyed; it errors with the call's timeout. */
  body: IncomingMessage;
  /** The URL that answered (after redirects). */
  url: string;
  /** An error met while reading the body, as an OutboundError (a cut-off read past the timeout is a 'timeout'). */
  failure(error: unknown): OutboundError;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Makes one guarded call; rejects only with OutboundError. */
export async function outboundRequest(url: string, options: OutboundRequest): Promise<OutboundResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  let method = options.method ?? 'GET';
  let body = options.body;
  for (let redirects = 0; ; redirects++) {
    const res = await oneHop(current, method, body, options, signal);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || options.maxRedirects === 0) {
      const failure = (error: unknown) =>
        signal.aborted ? new OutboundError('timeout', 'timed out while reading') : asOutboundError(error);
      return { status: res.statusCode ?? 0, headers: res.headers, body: res, url: current, failure };
    }
    res.destroy();
    if (redirects >= options.maxRedirects) throw new OutboundError('redirects', `more than ${options.maxRedirects} redirects`);
    if (!location) throw new OutboundError('redirects', `HTTP ${res.statusCode} without a Location`);
    try {
      current = new URL(location, current).href;
    } catch {
      throw new OutboundError('redirects', 'a redirect to an unreadable Location');
    }
    // As browsers do: 303 (and 301/302 after a POST) go on as a GET without the body.
    if (res.statusCode === 303 || (method === 'POST' && (res.statusCode === 301 || res.statusCode === 302))) {
      method = 'GET';
      body = undefined;
    }
  }
}

/** Checks a URL, resolves and vets its host: what to connect to, or an OutboundError. */
export async function vetTarget(
  url: string,
  rules: OutboundRules,
  resolver: Resolver,
  signal?: AbortSignal,
): Promise<{ target: OutboundTarget; addresses: ParsedIp[] }> {
  const checked = checkUrl(url, rules);
  if (isRefusal(checked)) {
    if (checked.reason === 'refused') throw new OutboundError('refused', `${checked.host}: ${checked.range}`, checked.host);
    throw new OutboundError(
      checked.reason,
      checked.reason === 'invalid' ? 'not an http(s) URL with a host' : 'http where https is required',
    );
  }
  if (checked.ip) return { target: checked, addresses: [checked.ip] };
  let answers: { address: string }[];
  try {
    answers = await abortable(resolver(checked.name), signal);
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    throw new OutboundError('dns', `${checked.name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const addresses = answers.map((a) => parseIp(a.address)).filter((ip): ip is ParsedIp => ip !== null);
  if (addresses.length === 0) throw new OutboundError('dns', `${checked.name}: no address`);
  for (const ip of addresses) {
    const refused = addressRefusal(ip, rules);
    if (refused)
      throw new OutboundError('refused', `${checked.name} resolves to ${formatIp(ip)}: ${refused.cidr} ${refused.name}`, checked.name);
  }
  return { target: checked, addresses };
}

async function oneHop(
  url: string,
  method: string,
  body: string | Buffer | undefined,
  options: OutboundRequest,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const { target, addresses } = await vetTarget(url, options.rules, options.resolver ?? systemResolver, signal);
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(target.url, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}), ...options.headers },
      // A connection of its own: a pooled socket is never shared between calls.
      agent: false,
      signal,
      // Only for a name (an IP host is connected to as is): the addresses vetted above, never a second DNS answer.
      ...(target.name ? { lookup: pinnedLookup(addresses) } : {}),
    });
    req.once('response', resolve);
    req.once('error', (error) => reject(signal.aborted ? new OutboundError('timeout', 'timed out') : asOutboundError(error)));
    req.end(body);
  });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for net.connect that answers only the vetted addresses (all of them, or the first of the family asked). */
function pinnedLookup(addresses: ParsedIp[]) {
  const answers: LookupAddress[] = addresses.map((ip) => ({ address: formatIp(ip), family: ip.version }));
  return (_hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    const family = typeof options.family === 'number' ? options.family : 0;
    const fitting = answers.filter((a) => family === 0 || a.family === family);
    if (fitting.length === 0) {
      const error: NodeJS.ErrnoException = new Error('no vetted address of the family asked');
      error.code = 'ENOTFOUND';
      return callback(error, []);
    }
    if (options.all) return callback(null, fitting);
    callback(null, fitting[0]!.address, fitting[0]!.family);
  };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new OutboundError('timeout', 'timed out while resolving'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new OutboundError('timeout', 'timed out while resolving'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Any error of a call (connecting, TLS, reading the body) as an OutboundError of its kind; the code is the detail. */
export function asOutboundError(error: unknown): OutboundError {
  if (error instanceof OutboundError) return error;
  const e = error as NodeJS.ErrnoException & { cause?: { name?: string } };
  const code = e.code ?? '';
  const detail = code || e.name || 'error';
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || code === 'ABORT_ERR' || code === 'ETIMEDOUT') {
    return new OutboundError('timeout', detail);
  }
  if (/^(ENOTFOUND|EAI_)/.test(code)) return new OutboundError('dns', detail);
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|EPROTO$|HOSTNAME_MISMATCH|ERR_TLS_CERT)/.test(code)) {
    return new OutboundError('tls', detail);
  }
  if (code.startsWith('HPE_')) return new OutboundError('protocol', detail);
  return new OutboundError('connect', detail);
}

/**
 * The body as text, up to `maxBytes`: past it, `truncate` keeps the first `maxBytes` and hangs up, `fail` answers
 * null and hangs up (a hostile or broken server must not fill the memory). Rejects with OutboundError.
 */
export async function readBody(response: OutboundResponse, maxBytes: number, overflow: 'truncate' | 'fail'): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      chunks.push(chunk);
      if (size > maxBytes) {
        if (overflow === 'fail') return null;
        break;
      }
    }
  } catch (error) {
    throw response.failure(error);
  } finally {
    response.body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}
