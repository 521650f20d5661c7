import { defineEmail, type EmailBlock, type EmailContent } from '../notifications/email/email-template.js';
import type { ClaimStatus } from './insurance-claim-rules.js';

export interface ClaimDecisionVars {
  firstName: string | null;
  /** The claim's public id: the email quotes its first 8 characters as the reference. */
  claimId: string;
  carTitle: string;
  stockId: string;
  /** The decision: approved, paid, or (any other status) rejected. */
  status: ClaimStatus;
  payout: string | null;
  rejectionReason: string | null;
  claimsUrl: string;
}

/** The wording of a decision notice in one language (the email's shape is the same in all). */
interface ClaimDecisionTexts {
  car(carTitle: string, stockId: string): string;
  approved: { subject(ref: string, payout: string): string; lines(ref: string, car: string, payout: string): string[] };
  paid: { subject(ref: string, payout: string): string; line(ref: string, car: string, payout: string): string };
  rejected: { subject(ref: string): string; line(ref: string, car: string): string; reason: string };
  seeClaims: string;
}

const claimDecision =
  (t: ClaimDecisionTexts) =>
  (vars: ClaimDecisionVars): EmailContent => {
    const car = t.car(vars.carTitle, vars.stockId);
    const ref = vars.claimId.slice(0, 8).toUpperCase();
    const payout = vars.payout ?? '';
    const text = (line: string): EmailBlock => ({ kind: 'text', text: line });
    const decision =
      vars.status === 'approved'
        ? { subject: t.approved.subject(ref, payout), blocks: t.approved.lines(ref, car, payout).map(text) }
        : vars.status === 'paid'
          ? { subject: t.paid.subject(ref, payout), blocks: [text(t.paid.line(ref, car, payout))] }
          : {
              subject: t.rejected.subject(ref),
              blocks: [text(t.rejected.line(ref, car)), text(`${t.rejected.reason}\n${vars.rejectionReason ?? ''}`)],
            };
    return {
      subject: decision.subject,
      name: vars.firstName,
      blocks: [...decision.blocks, { kind: 'action', label: t.seeClaims, url: vars.claimsUrl }],
    };
  };

/** The notice of a staff decision on a claim (approved, rejected, paid), with a link to the customer's claims. */
export const claimDecisionEmail = defineEmail<ClaimDecisionVars>(
  'insurance.claim-decision',
  {
    en: claimDecision({
      car: (title, stockId) => `the ${title} (stock ${stockId})`,
      approved: {
        subject: (ref, payout) => `Insurance claim ${ref} approved: ${payout} USD`,
        lines: (ref, car, payout) => [
          `Your marine insurance claim ${ref} for ${car} has been approved.`,
          `We will pay you a cash refund of ${payout} USD and let you know when it is sent.`,
        ],
      },
      paid: {
        subject: (ref, payout) => `Insurance claim ${ref}: refund of ${payout} USD paid`,
        line: (ref, car, payout) => `The cash refund of ${payout} USD for your marine insurance claim ${ref} for ${car} has been paid.`,
      },
      rejected: {
        subject: (ref) => `Insurance claim ${ref} rejected`,
        line: (ref, car) => `Your marine insurance claim ${ref} for ${car} has been rejected.`,
        reason: 'Reason:',
      },
      seeClaims: 'See your claims',
    }),
    ur: claimDecision({
      car: (title, stockId) => `${title} (اسٹاک ${stockId})`,
      approved: {
        subject: (ref, payout) => `بیمہ کلیم ${ref} منظور: ${payout} USD`,
        lines: (ref, car, payout) => [
          `${car} کے لیے آپ کا سمندری بیمے کا کلیم ${ref} منظور کر لیا گیا ہے۔`,
          `ہم آپ کو ${payout} USD کی نقد رقم واپس ادا کریں گے اور رقم بھیجتے ہی آپ کو مطلع کریں گے۔`,
        ],
      },
      paid: {
        subject: (ref, payout) => `بیمہ کلیم ${ref}: ${payout} USD کی واپسی ادا کر دی گئی`,
        line: (ref, car, payout) => `${car} کے لیے آپ کے سمندری بیمے کے کلیم ${ref} کی ${payout} USD کی نقد واپسی ادا کر دی گئی ہے۔`,
      },
      rejected: {
        subject: (ref) => `بیمہ کلیم ${ref} مسترد`,
        line: (ref, car) => `${car} کے لیے آپ کا سمندری بیمے کا کلیم ${ref} مسترد کر دیا گیا ہے۔`,
        reason: 'وجہ:',
      },
      seeClaims: 'اپنے کلیمز دیکھیں',
    }),
    pt: claimDecision({
      car: (title, stockId) => `${title} (estoque ${stockId})`,
      approved: {
        subject: (ref, payout) => `Sinistro ${ref} aprovado: ${payout} USD`,
        lines: (ref, car, payout) => [
          `Seu sinistro de seguro marítimo ${ref} referente ao ${car} foi aprovado.`,
          `Vamos pagar a você um reembolso em dinheiro de ${payout} USD e avisaremos quando ele for enviado.`,
        ],
      },
      paid: {
        subject: (ref, payout) => `Sinistro ${ref}: reembolso de ${payout} USD pago`,
        line: (ref, car, payout) =>
          `O reembolso em dinheiro de ${payout} USD do seu sinistro de seguro marítimo ${ref} referente ao ${car} foi pago.`,
      },
      rejected: {
        subject: (ref) => `Sinistro ${ref} rejeitado`,
        line: (ref, car) => `Seu sinistro de seguro marítimo ${ref} referente ao ${car} foi rejeitado.`,
        reason: 'Motivo:',
      },
      seeClaims: 'Ver seus sinistros',
    }),
    es: claimDecision({
      car: (title, stockId) => `el ${title} (stock ${stockId})`,
      approved: {
        subject: (ref, payout) => `Reclamación de seguro ${ref} aprobada: ${payout} USD`,
        lines: (ref, car, payout) => [
          `Su reclamación de seguro marítimo ${ref} por ${car} ha sido aprobada.`,
          `Le pagaremos un reembolso en efectivo de ${payout} USD y le avisaremos cuando se haya enviado.`,
        ],
      },
      paid: {
        subject: (ref, payout) => `Reclamación de seguro ${ref}: reembolso de ${payout} USD pagado`,
        line: (ref, car, payout) =>
          `Se ha pagado el reembolso en efectivo de ${payout} USD de su reclamación de seguro marítimo ${ref} por ${car}.`,
      },
      rejected: {
        subject: (ref) => `Reclamación de seguro ${ref} rechazada`,
        line: (ref, car) => `Su reclamación de seguro marítimo ${ref} por ${car} ha sido rechazada.`,
        reason: 'Motivo:',
      },
      seeClaims: 'Ver sus reclamaciones',
    }),
  },
  {
    firstName: 'Amina',
    claimId: '3f2a9c1e-7b4d-4e8a-9c1f-2d3e4f5a6b7c',
    carTitle: '2018 Toyota Corolla Axio',
    stockId: 'AB1234567',
    status: 'approved',
    payout: '2650.00',
    rejectionReason: null,
    claimsUrl: 'https://autoexport.example/profile/claims',
  },
);
