/** Pure rules of outgoing email: transport choice, Message-IDs and which failures are worth a retry. */

/** The queued send-email job's payload, which callers hand to NotificationsService.sendEmail. */
export type { EmailMessage } from '../../jobs/job-definitions.js';

/** Connection limits for a real SMTP server; a value given in SMTP_URL's query string wins. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export type MailTransportOptions = { kind: 'smtp'; url: string } & typeof SMTP_TIMEOUTS;
export type LogTransportOptions = { kind: 'log'; jsonTransport: true };

/**
 * SMTP_URL (e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525?ignoreTLS=true`) selects a
 * real SMTP server; without it messages are written to the log instead, so a developer still sees reset links.
 */
export function mailTransportOptions(smtpUrl: string | undefined): MailTransportOptions | LogTransportOptions {
  if (!smtpUrl) return { kind: 'log', jsonTransport: true };
  return { kind: 'smtp', url: smtpUrl, ...SMTP_TIMEOUTS };
}

/** SMTP_URL for the log: the password never appears. */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'an unparsable SMTP_URL';
  }
}

/** The domain of the sender address, e.g. `autoexport.example` from `AutoExport <no-reply@autoexport.example>`. */
export function senderDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim());
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/**
 * One Message-ID per queued job, the same on every attempt: a retry after a send whose acknowledgement was lost
 * produces a duplicate that mail servers and clients can recognise.
 */
export function messageIdFor(jobId: string, createdAt: number, mailFrom: string): string {
  const safeId = jobId.replace(/[^A-Za-z0-9._-]/g, '_');
  return `<notification.${safeId}.${createdAt.toString(36)}@${senderDomain(mailFrom)}>`;
}

/**
 * A 5xx reply about the recipient or the message (unknown mailbox, message refused) will not change on a retry;
 * connection problems, 4xx replies and authentication errors (fixable by configuration) are retried.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

/** How long a sent message's marker stays: longer than any retry or stalled-job re-run of its job. */
export const SENT_MARKER_TTL_SECONDS = 7 * 24 * 3600;

/** The Redis key (under the app's prefix) that says a message was accepted by the SMTP server. */
export const sentMarkerKey = (messageId: string): string => `mail-sent:${messageId.replace(/^<|>$/g, '')}`;
