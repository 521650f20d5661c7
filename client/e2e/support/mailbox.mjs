// A real SMTP server on 127.0.0.1 that keeps every message, for the journeys that read email (forgot password).
// The JavaScript twin of test/support/smtp-sink.ts, reduced to what the journeys need: the text a person reads.
import { SMTPServer } from 'smtp-server';

function splitHeaderBlock(source) {
  const normalised = source.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(input) {
  const text = input.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body, encoding = '7bit') {
  if (encoding.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The decoded parts of a (possibly nested multipart) message: [{ type, body }]. */
function parts(source) {
  const { headers, body } = splitHeaderBlock(source);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(contentType);
  if (/^multipart\//i.test(contentType) && boundary) {
    const marker = `--${boundary[1] ?? boundary[2]}`;
    const sections = body.split(marker).slice(1);
    const end = sections.findIndex((s) => s.startsWith('--'));
    return sections.slice(0, end === -1 ? undefined : end).flatMap((s) => parts(s.replace(/^\n/, '').replace(/\n$/, '')));
  }
  return [{ type: contentType.split(';')[0].trim().toLowerCase(), body: decodeBody(body, headers['content-transfer-encoding']) }];
}

function decodeSubject(value = '') {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, encoding, text) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * Starts the sink. `url` goes to the server as SMTP_URL. `waitFor(to)` resolves with the text of the oldest message
 * to that address not yet handed out (waiting for it to arrive); `waitForMail(to)` with { to, subject, text, html }.
 * `{ match }` picks the message a journey caused among others to a shared address (sales@, support@), which earlier
 * journeys may have left unread: e.g. `waitForMail(SALES, { match: (m) => m.subject.includes(reference) })`.
 */
export async function startMailbox() {
  const messages = [];
  const taken = new Set();
  let waiters = [];

  const receive = (mail) => {
    messages.push(mail);
    const waiter = waiters.find((w) => mail.to.includes(w.to) && w.match(mail));
    if (waiter) {
      waiters = waiters.filter((w) => w !== waiter);
      taken.add(mail);
      waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const all = parts(raw);
        receive({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeSubject(splitHeaderBlock(raw).headers.subject),
          text: all.find((p) => p.type === 'text/plain')?.body ?? '',
          html: all.find((p) => p.type === 'text/html')?.body,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  const waitForMail = (address, { timeout = 15_000, match = () => true } = {}) => {
    const to = address.toLowerCase();
    const ready = messages.find((m) => !taken.has(m) && m.to.includes(to) && match(m));
    if (ready) {
      taken.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        to,
        match,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        waiters = waiters.filter((w) => w !== waiter);
        const received = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'nothing';
        reject(new Error(`no email to ${address} arrived within ${timeout} ms (received: ${received})`));
      }, timeout);
      waiters.push(waiter);
    });
  };

  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    messages,
    waitForMail,
    waitFor: async (address, options) => (await waitForMail(address, options)).text,
    /** The first http(s) link in the next message to `address` (e.g. the reset-password link). */
    waitForLink: async (address, options) => {
      const mail = await waitForMail(address, options);
      const link = /https?:\/\/[^\s"'<>]+/.exec(mail.text || mail.html || '');
      if (!link) throw new Error(`the email to ${address} ("${mail.subject}") holds no link:\n${mail.text}`);
      return link[0];
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
