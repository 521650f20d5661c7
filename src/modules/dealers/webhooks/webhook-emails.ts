import type { EmailMessage } from '../../notifications/mail-rules.js';

/** The owner's notice that an endpoint was disabled after its deliveries kept failing. Plain English text. */
export function endpointDisabledEmail(
  to: string,
  firstName: string | null | undefined,
  endpoint: { url: string; publicId: string },
  failures: number,
  profileUrl: string,
): EmailMessage {
  const text = [
    firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,',
    '',
    `We have disabled your webhook endpoint ${endpoint.url} because our deliveries to it kept failing ` +
      `(${failures} failed attempt${failures === 1 ? '' : 's'} in a row).`,
    '',
    'No more events are sent to it. Once it answers again, enable it in your profile: its failure count starts again,',
    'and you can replay any delivery it missed from its delivery list.',
    '',
    `Endpoint id: ${endpoint.publicId}`,
    profileUrl,
    '',
    'AutoExport',
  ].join('\n');
  return { to, subject: 'Your webhook endpoint was disabled', text };
}
