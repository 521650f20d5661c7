import { parse } from 'csv-parse';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { formatMessage, type MessageKey, type ParamsArg } from '@autoexport/contract/messages';
import { asOutboundError, type OutboundResponse } from '../../../common/outbound/outbound-http.js';
import type { OutboundHttp } from '../../../common/outbound/outbound.service.js';
import type { FeedFormat } from './auction-feed-source.entity.js';
import type { FeedMapping } from './feed-fields.js';
import { missingColumns } from './feed-row-rules.js';

/**
 * The files of auction feeds: where they are kept (under PRIVATE_UPLOAD_DIR, never served), how a source's URL is
 * fetched into one, and how one is read back as a stream of records (CSV with its header, a JSON array of objects, or
 * JSON Lines) without holding the file in memory.
 */

/** The folder of feed files under PRIVATE_UPLOAD_DIR. */
export const FEED_FOLDER = 'auction-feeds';

/** Why an import cannot go on (not a feed, columns missing, a fetch failed): it fails with this, and is not retried. */
export class FeedProblem extends Error {
  readonly code: MessageKey;

  constructor(key: MessageKey, message: string) {
    super(message);
    this.code = key;
  }

  static of<K extends MessageKey>(key: K, ...params: ParamsArg<K>): FeedProblem {
    return new FeedProblem(key, formatMessage(key, ...params));
  }
}

/** The key (relative path) of an import's file: `auction-feeds/<import id>.csv`. */
export const feedFileKey = (importId: string, format: FeedFormat): string => `${FEED_FOLDER}/${importId}.${format}`;

/** The absolute path of a key under the private root; never outside it. */
export function feedFilePath(privateRoot: string, key: string): string {
  const root = path.resolve(privateRoot);
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep) || !/^auction-feeds\/[0-9a-f-]{36}\.(csv|json)$/.test(key))
    throw new Error(`Unsafe feed key: ${key}`);
  return file;
}

/** Counts bytes passing through and fails past `maxBytes`. */
export function byteLimit(maxBytes: number, tooLarge: () => Error): Transform & { bytes: number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      counter.bytes = bytes;
      if (bytes > maxBytes) return done(tooLarge());
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Writes `body` to `file` (through a temporary name), at most `maxBytes`; answers the size. */
export async function saveFeedFile(file: string, body: Readable, maxBytes: number, tooLarge: () => Error): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.part`;
  const counter = byteLimit(maxBytes, tooLarge);
  try {
    await pipeline(body, counter, createWriteStream(temp));
    await rename(temp, file);
    return counter.bytes;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Fetches a source's URL into `file` through the outbound-URL guard (src/common/outbound/): the URL checked again (it
 * may have been saved under older rules), the name resolved once and vetted, the vetted address connected to, and each
 * redirect (at most MAX_FEED_REDIRECTS) checked the same way. Streamed, within `timeoutMs` from start to end and
 * `maxBytes`.
 */
export async function fetchFeed(
  outbound: OutboundHttp,
  url: string,
  file: string,
  options: { timeoutMs: number; maxBytes: number },
): Promise<number> {
  const maxMb = Math.round(options.maxBytes / 1024 / 1024);
  let response: OutboundResponse;
  try {
    response = await outbound.request(url, {
      method: 'GET',
      maxRedirects: MAX_FEED_REDIRECTS,
      timeoutMs: options.timeoutMs,
      rules: outbound.staffRules(),
      headers: { Accept: 'text/csv, application/json, */*' },
    });
  } catch (error) {
    throw fetchProblem(error, options.timeoutMs);
  }
  if (response.status < 200 || response.status > 299) {
    response.body.destroy();
    throw FeedProblem.of('AUCTION_IMPORT_FETCH_FAILED', { problem: `the server answered HTTP ${response.status}.` });
  }
  const declared = Number(response.headers['content-length'] ?? NaN);
  if (declared > options.maxBytes) {
    response.body.destroy();
    throw FeedProblem.of('AUCTION_FEED_TOO_LARGE', { maxMb });
  }
  try {
    return await saveFeedFile(file, response.body, options.maxBytes, () => FeedProblem.of('AUCTION_FEED_TOO_LARGE', { maxMb }));
  } catch (error) {
    if (error instanceof FeedProblem) throw error;
    throw fetchProblem(response.failure(error), options.timeoutMs);
  }
}

/** Redirects a feed source's URL may go through, each checked by the guard. */
export const MAX_FEED_REDIRECTS = 5;

function fetchProblem(error: unknown, timeoutMs: number): FeedProblem {
  const e = asOutboundError(error);
  if (e.kind === 'refused') return FeedProblem.of('AUCTION_IMPORT_FETCH_REFUSED', { host: e.host ?? '' });
  if (e.kind === 'timeout')
    return FeedProblem.of('AUCTION_IMPORT_FETCH_FAILED', { problem: `no complete answer within ${Math.round(timeoutMs / 1000)} seconds.` });
  return FeedProblem.of('AUCTION_IMPORT_FETCH_FAILED', { problem: `${e.detail}.` });
}

/** One record of a feed, in order: its fields, or why it could not be read at all. */
export type FeedItem = { record: unknown } | { unreadable: string };

/** Reads a feed file as records; `position()` says how many bytes of the file have been read so far. */
export interface FeedReader {
  items: AsyncIterable<FeedItem>;
  position(): number;
  close(): void;
}

/** Bytes looked at to tell a text feed from anything else. */
const SNIFF_BYTES = 8192;

/** The file's first bytes, refused unless they are UTF-8 text (a spreadsheet's .xlsx, an image, a zip is not a feed). */
async function sniffText(file: string, format: FeedFormat): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    const notFeed = (problem: string) => FeedProblem.of('AUCTION_IMPORT_NOT_A_FEED', { format: format.toUpperCase(), problem });
    if (head.includes(0)) throw notFeed('it holds binary data, not text.');
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    } catch {
      throw notFeed('it is not UTF-8 text.');
    }
  } finally {
    await handle.close();
  }
}

export async function fileSize(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export interface ReadFeedOptions {
  format: FeedFormat;
  mapping: FeedMapping;
  delimiter: string | null;
}

/**
 * Opens a feed file for reading, after checking that it is text. CSV: the first line is the header, which must hold
 * every column the mapping names; a row with too few or too many cells is read as far as it goes, and a row the
 * parser cannot make sense of is an unreadable item, never the end of the import. JSON: a top-level array of objects
 * (streamed element by element), or JSON Lines (one object per line).
 */
export async function openFeed(file: string, options: ReadFeedOptions): Promise<FeedReader> {
  const head = (await sniffText(file, options.format)).replace(/^\uFEFF/, '');
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  const reader = (items: AsyncIterable<FeedItem>): FeedReader => ({
    items,
    position: () => stream.bytesRead,
    close: () => stream.destroy(),
  });
  const notFeed = (problem: string) => FeedProblem.of('AUCTION_IMPORT_NOT_A_FEED', { format: options.format.toUpperCase(), problem });
  if (options.format === 'csv') return reader(csvItems(stream, options, notFeed));
  const first = head.trimStart()[0];
  if (first === '[') return reader(jsonArrayItems(stream, notFeed));
  if (first === '{') return reader(jsonLinesItems(stream));
  stream.destroy();
  throw notFeed('it starts with neither "[" (an array of objects) nor "{" (JSON Lines).');
}

async function* csvItems(stream: Readable, options: ReadFeedOptions, notFeed: (problem: string) => FeedProblem): AsyncGenerator<FeedItem> {
  const skipped: string[] = [];
  let header: string[] | undefined;
  const parser = stream.pipe(
    parse({
      columns: (names: string[]) => (header = names.map((name) => String(name).trim())),
      bom: true,
      delimiter: options.delimiter ?? ',',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        skipped.push(error?.message ?? 'malformed CSV');
        return undefined;
      },
    }),
  );
  const checkHeader = () => {
    if (!header) throw notFeed('it has no header line.');
    const missing = missingColumns(options.mapping, header);
    if (missing.length > 0) throw FeedProblem.of('AUCTION_IMPORT_COLUMNS_MISSING', { columns: missing.map((c) => `"${c}"`).join(', ') });
  };
  let checked = false;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      if (!checked) {
        checkHeader();
        checked = true;
      }
      while (skipped.length > 0) yield { unreadable: skipped.shift()! };
      yield { record };
    }
  } catch (error) {
    if (error instanceof FeedProblem) throw error;
    throw notFeed((error as Error).message);
  } finally {
    stream.destroy();
  }
  if (!checked) checkHeader();
  while (skipped.length > 0) yield { unreadable: skipped.shift()! };
}

async function* jsonArrayItems(stream: Readable, notFeed: (problem: string) => FeedProblem): AsyncGenerator<FeedItem> {
  const items = stream.pipe(streamArray.withParserAsStream());
  try {
    for await (const item of items as AsyncIterable<{ key: number; value: unknown }>) yield { record: item.value };
  } catch (error) {
    throw notFeed(`${(error as Error).message}.`);
  } finally {
    stream.destroy();
    items.destroy();
  }
}

async function* jsonLinesItems(stream: Readable): AsyncGenerator<FeedItem> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      const text = line.replace(/^\uFEFF/, '').trim();
      if (text === '') continue;
      try {
        yield { record: JSON.parse(text) as unknown };
      } catch (error) {
        yield { unreadable: `the line is not valid JSON (${(error as Error).message}).` };
      }
    }
  } finally {
    lines.close();
    stream.destroy();
  }
}
