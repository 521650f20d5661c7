import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One part of a received message, its body decoded (quoted-printable, base64) into text. */
export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  body: string;
}

/** A message as it arrived over SMTP: the envelope, the raw source, and its parsed, decoded parts. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  /** The decoded text/plain part ('' when there is none). */
  text: string;
  /** The decoded text/html part, when there is one. */
  html?: string;
  parts: MimePart[];
}

/** How the sink answers. */
export interface SmtpSinkOptions {
  /**
   * Answers the end of DATA this long after the message has arrived (kept already, as a real server would have queued
   * it), to outwait the sender's socket timeout: the sender sees a timeout, the recipient has the message.
   */
  dataDelayMs?: number;
  /** Only the first this many messages are answered slowly (the default: all of them, when dataDelayMs is set). */
  slowReplies?: number;
}

interface Waiter {
  to: string;
  resolve: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server on 127.0.0.1 (a free port) that accepts every message, without TLS or authentication, and
 * keeps it for the test. `nextMessage(to)` hands each message to one caller, in the order they arrived.
 */
export class SmtpSink {
  /** Every message received, in order. */
  readonly messages: ReceivedMail[] = [];
  private readonly taken = new Set<ReceivedMail>();
  private waiters: Waiter[] = [];

  private readonly server: SMTPServer;

  private slowRepliesLeft: number;

  private constructor(private readonly options: SmtpSinkOptions) {
    this.slowRepliesLeft = options.slowReplies ?? Number.POSITIVE_INFINITY;
    this.server = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          };
          this.receive(parseMail(envelope, Buffer.concat(chunks).toString('utf8')));
          if (this.options.dataDelayMs && this.slowRepliesLeft > 0) {
            this.slowRepliesLeft--;
            setTimeout(() => callback(), this.options.dataDelayMs);
          } else {
            callback();
          }
        });
      },
    });
  }

  static async start(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
    const sink = new SmtpSink(options);
    await new Promise<void>((resolve, reject) => {
      sink.server.server.once('error', reject);
      sink.server.listen(0, '127.0.0.1', () => resolve());
    });
    return sink;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  /** For SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Every message whose envelope has this recipient, taken or not. */
  messagesTo(address: string): ReceivedMail[] {
    const to = address.toLowerCase();
    return this.messages.filter((m) => m.envelope.to.includes(to));
  }

  /**
   * What the recipient's mailbox shows: one message per Message-ID (mail stores and clients drop a second copy of a
   * Message-ID they hold), in the order they first arrived.
   */
  mailboxOf(address: string): ReceivedMail[] {
    const seen = new Set<string>();
    return this.messagesTo(address).filter((m) => {
      if (m.messageId && seen.has(m.messageId)) return false;
      seen.add(m.messageId);
      return true;
    });
  }

  /** The oldest message to `address` not yet handed out, waiting for it to arrive when there is none. */
  nextMessage(address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const to = address.toLowerCase();
    const ready = this.messages.find((m) => !this.taken.has(m) && m.envelope.to.includes(to));
    if (ready) {
      this.taken.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise<ReceivedMail>((resolve, reject) => {
      const waiter: Waiter = {
        to,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`No email to ${address} arrived within ${timeoutMs} ms (received: ${this.describe()})`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(mail: ReceivedMail): void {
    this.messages.push(mail);
    const waiter = this.waiters.find((w) => mail.envelope.to.includes(w.to));
    if (waiter) {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      this.taken.add(mail);
      waiter.resolve(mail);
    }
  }

  private describe(): string {
    return this.messages.length ? this.messages.map((m) => `${m.envelope.to.join(',')}: ${m.subject}`).join('; ') : 'nothing';
  }
}

// ---- A small MIME reader: enough for what nodemailer sends (single part or nested multipart, QP or base64). ----

function splitHeaderBlock(source: string): { headers: Record<string, string>; body: string } {
  const normalised = source.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

export function decodeQuotedPrintable(input: string): Buffer {
  const withoutSoftBreaks = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i++) {
    const c = withoutSoftBreaks[i]!;
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch ((transferEncoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words in headers, e.g. `=?UTF-8?Q?Reset_your_password?=`. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseParts(source: string): MimePart[] {
  const { headers, body } = splitHeaderBlock(source);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = headerParam(contentType, 'boundary');
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts: MimePart[] = [];
    const sections = body.split(`--${boundary}`);
    // sections[0] is the preamble; the section after the closing "--boundary--" starts with "--".
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      parts.push(...parseParts(section.replace(/^\n/, '').replace(/\n$/, '')));
    }
    return parts;
  }
  return [
    { headers, contentType: contentType.split(';')[0]!.trim().toLowerCase(), body: decodeBody(body, headers['content-transfer-encoding']) },
  ];
}

export function parseMail(envelope: { from: string; to: string[] }, raw: string): ReceivedMail {
  const { headers } = splitHeaderBlock(raw);
  const parts = parseParts(raw);
  const html = parts.find((p) => p.contentType === 'text/html')?.body;
  return {
    envelope,
    raw,
    headers,
    subject: decodeEncodedWords(headers.subject ?? ''),
    messageId: headers['message-id'] ?? '',
    text: parts.find((p) => p.contentType === 'text/plain')?.body ?? '',
    ...(html !== undefined ? { html } : {}),
    parts,
  };
}
