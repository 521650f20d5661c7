import type { Locale } from '../../../common/context/locale.js';
import { COMPANY_CONTACTS, COMPANY_HEAD_OFFICE, COMPANY_LEGAL_NAME, COMPANY_NAME } from '../../../common/company/company-facts.js';

/** What every email says around its body, per language: the greeting, the sign-off, the footer. */
export interface EmailFrameTexts {
  hello(name: string | null): string;
  signOff: string;
  /** Under a button: the address to copy when the button does not show. */
  copyLink: string;
  /** The footer's lines: who sent it and how to reach them. */
  footer: readonly string[];
}

const contacts = `${COMPANY_CONTACTS.email} · ${COMPANY_CONTACTS.phone} · WhatsApp ${COMPANY_CONTACTS.whatsapp}`;

export const EMAIL_FRAME_TEXTS: { readonly [L in Locale]: EmailFrameTexts } = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signOff: `The ${COMPANY_NAME} team`,
    copyLink: 'Or copy this address into your browser:',
    footer: [`${COMPANY_LEGAL_NAME}, ${COMPANY_HEAD_OFFICE.address}`, contacts],
  },
  ur: {
    hello: (name) => (name ? `السلام علیکم ${name}،` : 'السلام علیکم،'),
    signOff: `${COMPANY_NAME} ٹیم`,
    copyLink: 'یا یہ پتہ اپنے براؤزر میں کاپی کریں:',
    footer: [`${COMPANY_LEGAL_NAME}, ${COMPANY_HEAD_OFFICE.address}`, contacts],
  },
  pt: {
    hello: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    signOff: `Equipe ${COMPANY_NAME}`,
    copyLink: 'Ou copie este endereço no seu navegador:',
    footer: [`${COMPANY_LEGAL_NAME}, ${COMPANY_HEAD_OFFICE.address}`, contacts],
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    signOff: `El equipo de ${COMPANY_NAME}`,
    copyLink: 'O copie esta dirección en su navegador:',
    footer: [`${COMPANY_LEGAL_NAME}, ${COMPANY_HEAD_OFFICE.address}`, contacts],
  },
};
