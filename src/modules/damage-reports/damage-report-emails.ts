import { defineEmail, type EmailBlock, type EmailContent } from '../notifications/email/email-template.js';
import { type DamageReportStatus, damageStatusLabel } from './damage-report-rules.js';

export interface DamageStatusVars {
  firstName: string | null;
  reference: string;
  carTitle: string;
  stockId: string;
  status: DamageReportStatus;
  staffNote: string | null;
  reportsUrl: string;
}

/** The wording of the status notice in one language (the email's shape is the same in all). */
interface DamageStatusTexts {
  /** The status as the sentence and the subject name it ("under review"). */
  status: Readonly<Record<DamageReportStatus, string>>;
  subject(reference: string, status: string): string;
  nowIn(reference: string, carTitle: string, stockId: string, status: string): string;
  whatNext: Readonly<Record<DamageReportStatus, string>>;
  noteFromTeam: string;
  seeReports: string;
}

const damageStatus =
  (t: DamageStatusTexts) =>
  (vars: DamageStatusVars): EmailContent => {
    const status = t.status[vars.status];
    const note: EmailBlock[] = vars.staffNote ? [{ kind: 'text', text: `${t.noteFromTeam}\n${vars.staffNote}` }] : [];
    return {
      subject: t.subject(vars.reference, status),
      name: vars.firstName,
      blocks: [
        { kind: 'text', text: `${t.nowIn(vars.reference, vars.carTitle, vars.stockId, status)} ${t.whatNext[vars.status]}` },
        ...note,
        { kind: 'action', label: t.seeReports, url: vars.reportsUrl },
      ],
    };
  };

/** The notice of a damage report's new status, with staff's note and a link to the customer's reports. */
export const damageStatusEmail = defineEmail<DamageStatusVars>(
  'damage-report.status-changed',
  {
    en: damageStatus({
      status: {
        submitted: damageStatusLabel('submitted'),
        under_review: damageStatusLabel('under_review'),
        resolved: damageStatusLabel('resolved'),
        rejected: damageStatusLabel('rejected'),
      },
      subject: (reference, status) => `Damage report ${reference}: ${status}`,
      nowIn: (reference, title, stockId, status) => `Your damage report ${reference} for the ${title} (stock ${stockId}) is now ${status}.`,
      whatNext: {
        submitted: 'We have received your report.',
        under_review: 'Our team is now reviewing your report and will be in touch.',
        resolved: 'Your report has been resolved.',
        rejected: 'Your report has been rejected.',
      },
      noteFromTeam: 'Note from our team:',
      seeReports: 'See your damage reports',
    }),
    ur: damageStatus({
      status: { submitted: 'جمع شدہ', under_review: 'زیر جائزہ', resolved: 'حل شدہ', rejected: 'مسترد' },
      subject: (reference, status) => `نقصان کی رپورٹ ${reference}: ${status}`,
      nowIn: (reference, title, stockId, status) =>
        `${title} (اسٹاک ${stockId}) کے بارے میں آپ کی نقصان کی رپورٹ ${reference} کی موجودہ حیثیت: ${status}۔`,
      whatNext: {
        submitted: 'ہمیں آپ کی رپورٹ موصول ہو گئی ہے۔',
        under_review: 'ہماری ٹیم اب آپ کی رپورٹ کا جائزہ لے رہی ہے اور آپ سے رابطہ کرے گی۔',
        resolved: 'آپ کی رپورٹ حل کر دی گئی ہے۔',
        rejected: 'آپ کی رپورٹ مسترد کر دی گئی ہے۔',
      },
      noteFromTeam: 'ہماری ٹیم کا نوٹ:',
      seeReports: 'اپنی نقصان کی رپورٹس دیکھیں',
    }),
    pt: damageStatus({
      status: { submitted: 'enviado', under_review: 'em análise', resolved: 'resolvido', rejected: 'rejeitado' },
      subject: (reference, status) => `Relatório de danos ${reference}: ${status}`,
      nowIn: (reference, title, stockId, status) =>
        `Seu relatório de danos ${reference} referente ao ${title} (estoque ${stockId}) agora está ${status}.`,
      whatNext: {
        submitted: 'Recebemos seu relatório.',
        under_review: 'Nossa equipe está analisando seu relatório e entrará em contato com você.',
        resolved: 'Seu relatório foi resolvido.',
        rejected: 'Seu relatório foi rejeitado.',
      },
      noteFromTeam: 'Nota da nossa equipe:',
      seeReports: 'Ver seus relatórios de danos',
    }),
    es: damageStatus({
      status: { submitted: 'enviado', under_review: 'en revisión', resolved: 'resuelto', rejected: 'rechazado' },
      subject: (reference, status) => `Informe de daños ${reference}: ${status}`,
      nowIn: (reference, title, stockId, status) =>
        `Su informe de daños ${reference} sobre el ${title} (stock ${stockId}) ahora está ${status}.`,
      whatNext: {
        submitted: 'Hemos recibido su informe.',
        under_review: 'Nuestro equipo está revisando su informe y se pondrá en contacto con usted.',
        resolved: 'Su informe ha sido resuelto.',
        rejected: 'Su informe ha sido rechazado.',
      },
      noteFromTeam: 'Nota de nuestro equipo:',
      seeReports: 'Ver sus informes de daños',
    }),
  },
  {
    firstName: 'Amina',
    reference: 'DR-7K3M9Q2X',
    carTitle: '2018 Toyota Corolla Axio',
    stockId: 'AB1234567',
    status: 'under_review',
    staffNote: 'Our surveyor will inspect the car at the port on Monday.',
    reportsUrl: 'https://autoexport.example/profile/damage-reports',
  },
);
