import { type Operation, plausibleObject, plausibleValue, type Schema } from './openapi-operations.js';
import type { Random } from './prng.js';

/** Text that has broken servers: NUL, lone surrogates, injections, traversal, numbers in disguise, odd Unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '%00',
  "' OR 1=1--",
  '" OR ""="',
  "'; DROP TABLE users;--",
  "1' UNION SELECT null, version()--",
  '1; SELECT pg_sleep(0)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '$where',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999999',
  '0x1F',
  '1.5',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '😀🚗',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301',
  '\u202eRTL',
  '\uffff\ufffe',
  '\r\nX-Injected: 1',
  '\\',
  '%',
  '%ZZ',
  '*',
  '_%',
  'A'.repeat(5_000),
];

/** Pieces put into a URL as they are (not encoded again): bad escapes, encoded NUL, encoded surrogate halves. */
export const RAW_URL_PIECES: readonly string[] = [
  '%00',
  '%ZZ',
  '%',
  '%ED%A0%80',
  '%C0%AE%C0%AE%2F',
  '%FF%FE',
  '..',
  '.',
  '%2e%2e',
  '%252e',
  'a%2Fb',
  '%0d%0aX:1',
  '%u0000',
];

const HOSTILE_NUMBERS: readonly number[] = [-1, 0, -0.0001, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324];

const nestedArrays = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

/** A hostile JSON value of any type. */
export function hostileJsonValue(random: Random): unknown {
  switch (random.int(9)) {
    case 0:
    case 1:
    case 2:
      return random.pick(HOSTILE_STRINGS);
    case 3:
      return random.pick(HOSTILE_NUMBERS);
    case 4:
      return random.pick([true, false, null]);
    case 5:
      return random.pick<unknown>([
        [],
        [random.pick(HOSTILE_STRINGS)],
        Array(2_000).fill('x'),
        Array(200).fill({ a: 1 }),
        nestedArrays(25),
      ]);
    case 6:
      return random.pick<unknown>([{}, { $gt: '' }, { a: { b: { c: random.pick(HOSTILE_STRINGS) } } }, { length: 1e9 }, { toString: 'x' }]);
    case 7:
      return random.pick(['A'.repeat(200_000), '\u00e9'.repeat(60_000), '😀'.repeat(30_000)]);
    default:
      return random.pick(HOSTILE_NUMBERS).toString();
  }
}

/** JSON texts (and near-JSON) sent as they are. */
const deepText = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
export const RAW_JSON_BODIES: readonly string[] = [
  '{"a":',
  '{',
  '"',
  '{"a":"\\u0000"}',
  '{"k\\u0000":1}',
  '{"a":"\\ud800"}',
  '{"a":"\\udc00\\ud800"}',
  `{"a":${'[{"b":'.repeat(3000)}1${'}]'.repeat(3000)}}`,
  deepText(33),
  deepText(31),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1e999999}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  'null',
  '0',
  '""',
  '[]',
  ' ',
];

export type FuzzBody =
  | { kind: 'json'; text: string }
  | { kind: 'raw'; contentType: string | undefined; text: string }
  | { kind: 'multipart'; fields: [string, string][]; files: { field: string; name: string; content: Buffer }[] };

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  body?: FuzzBody;
  /** What was hostile, for the report. */
  label: string;
}

/** A 1×1 PNG, so that some uploads are real images. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded as UTF-8: its would-be bytes
  }
}

function hostileUrlValue(random: Random): { text: string; label: string } {
  const choice = random.int(4);
  if (choice === 0) {
    const piece = random.pick(RAW_URL_PIECES);
    return { text: piece, label: piece };
  }
  if (choice === 1) {
    const length = random.pick([300, 3_000]);
    return { text: 'A'.repeat(length), label: `A×${length}` };
  }
  const text = random.pick(HOSTILE_STRINGS);
  return { text: encodeText(text), label: JSON.stringify(text.slice(0, 40)) };
}

export interface CaseContext {
  random: Random;
  resolve: (schema: Schema) => Schema;
  /** A value for a path parameter that names something that exists, when there is one. */
  knownPathValue(operation: Operation, name: string): string | undefined;
}

function buildUrl(operation: Operation, context: CaseContext, hostileness: number, labels: string[]): string {
  const { random, resolve } = context;
  let url = operation.path;
  for (const param of operation.pathParams) {
    let value: string;
    if (random.chance(hostileness)) {
      const hostile = hostileUrlValue(random);
      value = hostile.text;
      labels.push(`path ${param.name}=${hostile.label}`);
    } else {
      value = encodeText(context.knownPathValue(operation, param.name) ?? String(plausibleValue(param.schema ?? {}, resolve, random)));
    }
    url = url.replace(`{${param.name}}`, value || 'x');
  }
  const query: string[] = [];
  // About four parameters a request, as a client sends them (the search has two dozen that narrow one another).
  const share = Math.min(0.65, 4 / Math.max(1, operation.queryParams.length));
  for (const param of operation.queryParams) {
    if (!random.chance(share)) continue;
    if (!random.chance(hostileness * 1.5)) {
      query.push(`${param.name}=${encodeText(String(plausibleValue(param.schema ?? {}, resolve, random)))}`);
      continue;
    }
    const hostile = hostileUrlValue(random);
    query.push(`${param.name}=${hostile.text}`);
    if (random.chance(0.2)) query.push(`${param.name}=${hostile.text}`); // an array where a scalar is expected
    labels.push(`query ${param.name}=${hostile.label}`);
  }
  if (random.chance(0.1)) {
    query.push(`unknownParam=${encodeText(random.pick(HOSTILE_STRINGS))}`);
    labels.push('query unknownParam');
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

function jsonBody(operation: Operation, context: CaseContext, labels: string[]): FuzzBody {
  const { random, resolve } = context;
  const schema = operation.jsonBody!;
  const properties = Object.keys(resolve(schema).properties ?? {});
  const body: Record<string, unknown> = plausibleObject(schema, resolve, random);
  switch (random.int(8)) {
    case 0:
    case 1: {
      const name = properties.length ? random.pick(properties) : 'field';
      body[name] = hostileJsonValue(random);
      labels.push(`body.${name}=${JSON.stringify(body[name])?.slice(0, 60)}`);
      break;
    }
    case 2:
      for (const name of properties) body[name] = hostileJsonValue(random);
      labels.push('body: every field hostile');
      break;
    case 3: {
      const name = random.pick(['role', 'isAdmin', 'id', 'status', '$where', 'a'.repeat(300), "' OR 1=1--"]);
      body[name] = hostileJsonValue(random);
      labels.push(`body: unknown field ${name.slice(0, 20)}`);
      break;
    }
    case 4: {
      const required = resolve(schema).required ?? [];
      if (required.length) delete body[random.pick(required)];
      labels.push('body: a required field missing');
      break;
    }
    case 5: {
      const root = random.pick<unknown>([[], 'text', 42, true, [body], Array(5_000).fill(1)]);
      labels.push(`body root ${JSON.stringify(root).slice(0, 30)}`);
      return { kind: 'json', text: JSON.stringify(root) };
    }
    case 6: {
      const text = random.pick(RAW_JSON_BODIES);
      labels.push(`raw JSON ${JSON.stringify(text.slice(0, 30))}`);
      return { kind: 'json', text };
    }
    default: {
      const contentType = random.pick([
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=latin1',
      ]);
      labels.push(`content type ${contentType}`);
      return { kind: 'raw', contentType, text: contentType?.includes('urlencoded') ? 'email=a%40b.com&password=x' : JSON.stringify(body) };
    }
  }
  return { kind: 'json', text: JSON.stringify(body) };
}

function multipartBody(operation: Operation, context: CaseContext, labels: string[]): FuzzBody {
  const { random, resolve } = context;
  const declared = Object.keys(resolve(operation.multipartBody!).properties ?? {});
  const field = random.chance(0.8) && declared.length ? random.pick(declared) : random.pick(HOSTILE_STRINGS.slice(7, 20));
  const name = random.pick(['a.png', '../../etc/passwd', '<script>.png', `${'n'.repeat(300)}.png`, 'a.png.exe', '']);
  const content = random.pick([TINY_PNG, Buffer.alloc(0), Buffer.from('GIF89a not really'), Buffer.from(TINY_PNG.subarray(0, 20))]);
  const fields: [string, string][] = random.chance(0.3)
    ? [[random.pick(['images', 'image', 'x', '__proto__']), random.pick(HOSTILE_STRINGS.slice(0, 20))]]
    : [];
  labels.push(
    `multipart ${field.slice(0, 20)} ${JSON.stringify(name.slice(0, 20))} ${content.length} bytes${fields.length ? ' + text field' : ''}`,
  );
  const files = random.chance(0.15) ? [] : [{ field: field || 'images', name: name || 'x.png', content }];
  return { kind: 'multipart', fields, files };
}

/** One request for an operation: mostly plausible, with hostile parts chosen by the seed. */
export function randomCase(operation: Operation, context: CaseContext): FuzzRequest {
  const labels: string[] = [];
  const url = buildUrl(operation, context, 0.3, labels);
  let body: FuzzBody | undefined;
  if (operation.jsonBody) body = jsonBody(operation, context, labels);
  else if (operation.multipartBody) {
    body = context.random.chance(0.8) ? multipartBody(operation, context, labels) : { kind: 'json', text: '{"images":"x"}' };
  }
  return { method: operation.method, url, body, label: labels.join('; ') || 'plausible' };
}

/** A valid JSON text nesting `levels` arrays and objects: what overflowed class-transformer's stack. */
export function deepJson(field: string, levels: number): string {
  return `{${JSON.stringify(field)}:${'[{"b":'.repeat(levels)}1${'}]'.repeat(levels)}}`;
}

/**
 * The same cases for every operation, chosen to reach what the boundary refuses wherever it could do harm: a
 * plausible request, then one hostile part at a time in an otherwise plausible one (each field of the body null, a
 * list, an object; each string field ending in NUL, then in a lone surrogate; each query parameter and path
 * parameter a NUL, a surrogate's bytes, a long value), and a valid body 3,000 levels deep.
 */
export function fixedCases(operation: Operation, context: CaseContext): FuzzRequest[] {
  const { random, resolve } = context;
  const { method } = operation;
  const plain = buildUrl(operation, context, 0, []);
  const cases: FuzzRequest[] = [];
  let body: FuzzBody | undefined;
  if (operation.jsonBody) {
    const plausible = plausibleObject(operation.jsonBody, resolve, random, { all: true });
    body = { kind: 'json', text: JSON.stringify(plausible) };
    const properties = resolve(operation.jsonBody).properties ?? {};
    for (const [name, property] of Object.entries(properties)) {
      // A wrong type in one field of an otherwise plausible body: null, a list where a scalar goes, an object.
      for (const wrong of [null, [plausible[name] ?? 'x'], { value: 1 }]) {
        const text = JSON.stringify({ ...plausible, [name]: wrong });
        cases.push({ method, url: plain, body: { kind: 'json', text }, label: `body.${name}=${JSON.stringify(wrong).slice(0, 30)}` });
      }
      if (resolve(property).type !== 'string') continue;
      // JSON.stringify writes both as escapes (\u0000, \ud800), as a client's JSON library would.
      for (const [tail, what] of [
        ['\u0000', 'NUL'],
        ['\ud800', 'lone surrogate'],
      ] as const) {
        const text = JSON.stringify({ ...plausible, [name]: `${String(plausible[name] ?? 'x')}${tail}` });
        cases.push({ method, url: plain, body: { kind: 'json', text }, label: `body.${name} ends in ${what}` });
      }
    }
    cases.push({
      method,
      url: plain,
      body: { kind: 'json', text: deepJson(Object.keys(properties)[0] ?? 'a', 3000) },
      label: 'body 3,000 levels deep',
    });
  }
  cases.unshift({ method, url: plain, body, label: 'plausible' });
  for (const param of operation.queryParams) {
    for (const piece of ['%00', '%ED%A0%80']) {
      const url = `${plain}${plain.includes('?') ? '&' : '?'}${param.name}=${piece}`;
      cases.push({ method, url, body, label: `query ${param.name}=${piece}` });
    }
  }
  for (const param of operation.pathParams) {
    for (const piece of ['%00', '%ED%A0%80', 'A'.repeat(3_000)]) {
      const url = operation.path
        .replace(`{${param.name}}`, piece)
        .replace(/\{(\w+)\}/g, (_, name: string) => context.knownPathValue(operation, name) ?? 'x');
      cases.push({ method, url, body, label: `path ${param.name}=${piece.slice(0, 12)}` });
    }
  }
  return cases;
}
