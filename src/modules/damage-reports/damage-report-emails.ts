import type { EmailMessage } from '../notifications/mail-rules.js';
import { type DamageReportStatus, damageStatusLabel } from './damage-report-rules.js';

const greeting = (firstName: string | null | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

const WHAT_NEXT: Readonly<Record<DamageReportStatus, string>> = {
  submitted: 'We have received your report.',
  under_review: 'Our team is now reviewing your report and will be in touch.',
  resolved: 'Your report has been resolved.',
  rejected: 'Your report has been rejected.',
};

/** The notice of a damage report's new status, with staff's note and a link to the customer's reports (plain text). */
export function damageStatusEmail(
  to: string,
  firstName: string | null | undefined,
  report: { reference: string; carTitle: string; stockId: string; status: DamageReportStatus; staffNote: string | null },
  reportsUrl: string,
): EmailMessage {
  const status = damageStatusLabel(report.status);
  const text = [
    greeting(firstName),
    '',
    `Your damage report ${report.reference} for the ${report.carTitle} (stock ${report.stockId}) is now ${status}.`,
    WHAT_NEXT[report.status],
    ...(report.staffNote ? ['', 'Note from our team:', report.staffNote] : []),
    '',
    `See your damage reports: ${reportsUrl}`,
    '',
  ].join('\n');
  return { to, subject: `Damage report ${report.reference}: ${status}`, text };
}
