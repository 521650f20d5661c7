import type { Locale } from '../../common/context/locale.js';
import { defineEmail, type EmailBlock, type EmailContent } from '../notifications/email/email-template.js';

/**
 * The customer's inquiry emails, in their language: the copy of what they sent, and staff's response. The reference
 * (`INQ-000042`) and the car's title are written as they are in every language; the customer's message and staff's
 * response as they were typed.
 */

export interface InquiryMailVars {
  /** The name the customer gave on the form. */
  name: string;
  reference: string;
  /** "2019 Toyota Prius (AB1234567)", or null for a general inquiry. */
  carTitle: string | null;
  message: string;
  /** Where the customer reads their inquiries: `<PUBLIC_URL>/inquiries`. */
  link: string;
}

export interface InquiryResponseMailVars extends InquiryMailVars {
  response: string;
}

/** Each language's words: both emails are laid out once, and written in each language from these. */
interface InquiryWords {
  receivedSubject(reference: string): string;
  received(reference: string): string;
  car(title: string): string;
  /** In place of the car of a general inquiry. */
  noCar: string;
  yourMessage: string;
  yourInquiries: string;
  responseSubject(reference: string): string;
  responseIntro(reference: string, car: string): string;
}

const WORDS: { readonly [L in Locale]: InquiryWords } = {
  en: {
    receivedSubject: (reference) => `We received your inquiry ${reference}`,
    received: (reference) => `We have received your inquiry ${reference}. Our team will answer you soon.`,
    car: (title) => `Car: ${title}`,
    noCar: 'N/A',
    yourMessage: 'Your message:',
    yourInquiries: 'Your inquiries',
    responseSubject: (reference) => `Response to your inquiry ${reference}`,
    responseIntro: (reference, car) => `Here is our response to your inquiry ${reference} (Car: ${car}):`,
  },
  ur: {
    receivedSubject: (reference) => `آپ کا استفسار ${reference} ہمیں موصول ہو گیا ہے`,
    received: (reference) => `ہمیں آپ کا استفسار ${reference} موصول ہو گیا ہے۔ ہماری ٹیم جلد آپ کو جواب دے گی۔`,
    car: (title) => `گاڑی: ${title}`,
    noCar: 'لاگو نہیں',
    yourMessage: 'آپ کا پیغام:',
    yourInquiries: 'آپ کے استفسارات',
    responseSubject: (reference) => `آپ کے استفسار ${reference} کا جواب`,
    responseIntro: (reference, car) => `آپ کے استفسار ${reference} (گاڑی: ${car}) کا ہمارا جواب یہ ہے:`,
  },
  pt: {
    receivedSubject: (reference) => `Recebemos sua consulta ${reference}`,
    received: (reference) => `Recebemos sua consulta ${reference}. Nossa equipe responderá em breve.`,
    car: (title) => `Carro: ${title}`,
    noCar: 'não se aplica',
    yourMessage: 'Sua mensagem:',
    yourInquiries: 'Suas consultas',
    responseSubject: (reference) => `Resposta à sua consulta ${reference}`,
    responseIntro: (reference, car) => `Esta é a nossa resposta à sua consulta ${reference} (Carro: ${car}):`,
  },
  es: {
    receivedSubject: (reference) => `Recibimos su consulta ${reference}`,
    received: (reference) => `Hemos recibido su consulta ${reference}. Nuestro equipo le responderá pronto.`,
    car: (title) => `Auto: ${title}`,
    noCar: 'no aplica',
    yourMessage: 'Su mensaje:',
    yourInquiries: 'Sus consultas',
    responseSubject: (reference) => `Respuesta a su consulta ${reference}`,
    responseIntro: (reference, car) => `Esta es nuestra respuesta a su consulta ${reference} (Auto: ${car}):`,
  },
};

/** How both emails end: the customer's message as they sent it, and the link to their inquiries. */
const messageAndLink = (words: InquiryWords, { message, link }: InquiryMailVars): EmailBlock[] => [
  { kind: 'text', text: `${words.yourMessage}\n${message}` },
  { kind: 'action', label: words.yourInquiries, url: link },
];

/** The customer's copy of what they sent, with the reference to quote. */
const submitted =
  (words: InquiryWords) =>
  (vars: InquiryMailVars): EmailContent => ({
    subject: words.receivedSubject(vars.reference),
    name: vars.name,
    blocks: [
      { kind: 'text', text: words.received(vars.reference) },
      { kind: 'text', text: words.car(vars.carTitle ?? words.noCar) },
      ...messageAndLink(words, vars),
    ],
  });

/** Staff's answer to an inquiry, with the question it answers. */
const responded =
  (words: InquiryWords) =>
  (vars: InquiryResponseMailVars): EmailContent => ({
    subject: words.responseSubject(vars.reference),
    name: vars.name,
    blocks: [
      { kind: 'text', text: words.responseIntro(vars.reference, vars.carTitle ?? words.noCar) },
      { kind: 'text', text: vars.response },
      ...messageAndLink(words, vars),
    ],
  });

const SAMPLE: InquiryMailVars = {
  name: 'Amina Njeri',
  reference: 'INQ-000042',
  carTitle: '2019 Toyota Prius (AB1234567)',
  message: 'Is it available?\nAnd the price to Mombasa?',
  link: 'https://autoexport.example/inquiries',
};

export const inquirySubmittedEmail = defineEmail<InquiryMailVars>(
  'inquiry.submitted',
  { en: submitted(WORDS.en), ur: submitted(WORDS.ur), pt: submitted(WORDS.pt), es: submitted(WORDS.es) },
  SAMPLE,
);

export const inquiryResponseEmail = defineEmail<InquiryResponseMailVars>(
  'inquiry.response',
  { en: responded(WORDS.en), ur: responded(WORDS.ur), pt: responded(WORDS.pt), es: responded(WORDS.es) },
  { ...SAMPLE, response: 'Yes, it is available.\nShipping to Mombasa is USD 1,450.' },
);
