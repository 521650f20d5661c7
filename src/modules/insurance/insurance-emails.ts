import type { EmailMessage } from '../notifications/mail-rules.js';
import type { ClaimStatus } from './insurance-claim-rules.js';

const greeting = (firstName: string | null | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

/** The notice of a staff decision on a claim (approved, rejected, paid), with a link to the customer's claims (plain text). */
export function claimDecisionEmail(
  to: string,
  firstName: string | null | undefined,
  claim: { id: string; carTitle: string; stockId: string; status: ClaimStatus; payout: string | null; rejectionReason: string | null },
  claimsUrl: string,
): EmailMessage {
  const car = `the ${claim.carTitle} (stock ${claim.stockId})`;
  const ref = claim.id.slice(0, 8).toUpperCase();
  const lines: string[] =
    claim.status === 'approved'
      ? [
          `Your marine insurance claim ${ref} for ${car} has been approved.`,
          `We will pay you a cash refund of ${claim.payout} USD and let you know when it is sent.`,
        ]
      : claim.status === 'paid'
        ? [`The cash refund of ${claim.payout} USD for your marine insurance claim ${ref} for ${car} has been paid.`]
        : [`Your marine insurance claim ${ref} for ${car} has been rejected.`, '', 'Reason:', claim.rejectionReason ?? ''];
  const subject =
    claim.status === 'approved'
      ? `Insurance claim ${ref} approved: ${claim.payout} USD`
      : claim.status === 'paid'
        ? `Insurance claim ${ref}: refund of ${claim.payout} USD paid`
        : `Insurance claim ${ref} rejected`;
  const text = [greeting(firstName), '', ...lines, '', `See your claims: ${claimsUrl}`, ''].join('\n');
  return { to, subject, text };
}
