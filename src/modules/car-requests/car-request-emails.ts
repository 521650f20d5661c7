import type { Locale } from '../../common/context/locale.js';
import { defineEmail, type EmailContent } from '../notifications/email/email-template.js';

/**
 * The customer's emails of Request a Car, in their language (the sales team's email stays English, in
 * car-request-rules.ts). `car` is the wanted car as wantedCar names it ("2018 Toyota Prius"), `reference` the request's
 * (`RQ-000042`): both are written as they are in every language.
 */

export interface CarRequestMailVars {
  /** The name the customer gave on the form. */
  name: string;
  reference: string;
  car: string;
}

export interface CarOfferMailVars extends CarRequestMailVars {
  /** The offered car's page. */
  carLink: string;
  /** Staff's note with the offer, as they wrote it; null when none. */
  note: string | null;
}

/** Each language's words: both emails are laid out once, and written in each language from these. */
interface CarRequestWords {
  receivedSubject(reference: string): string;
  thanks(car: string): string;
  yourReference(reference: string): string;
  offerSubject(reference: string): string;
  found(reference: string, car: string): string;
  seeTheCar: string;
}

const WORDS: { readonly [L in Locale]: CarRequestWords } = {
  en: {
    receivedSubject: (reference) => `We received your car request ${reference}`,
    thanks: (car) => `Thank you for your request for a ${car}. Our sales team will look for it and contact you soon.`,
    yourReference: (reference) => `Your reference: ${reference}`,
    offerSubject: (reference) => `A car for your request ${reference}`,
    found: (reference, car) => `About your request ${reference} for a ${car}: we have found a car for you.`,
    seeTheCar: 'See the car',
  },
  ur: {
    receivedSubject: (reference) => `ہمیں آپ کی گاڑی کی درخواست ${reference} موصول ہو گئی ہے`,
    thanks: (car) => `${car} کے لیے آپ کی درخواست کا شکریہ۔ ہماری سیلز ٹیم یہ گاڑی تلاش کرے گی اور جلد آپ سے رابطہ کرے گی۔`,
    yourReference: (reference) => `آپ کا حوالہ نمبر: ${reference}`,
    offerSubject: (reference) => `آپ کی درخواست ${reference} کے لیے ایک گاڑی`,
    found: (reference, car) => `${car} کے لیے آپ کی درخواست ${reference} کے سلسلے میں: ہمیں آپ کے لیے ایک گاڑی مل گئی ہے۔`,
    seeTheCar: 'گاڑی دیکھیں',
  },
  pt: {
    receivedSubject: (reference) => `Recebemos seu pedido de carro ${reference}`,
    thanks: (car) => `Obrigado pelo seu pedido de um ${car}. Nossa equipe de vendas vai procurá-lo e entrará em contato com você em breve.`,
    yourReference: (reference) => `Sua referência: ${reference}`,
    offerSubject: (reference) => `Um carro para o seu pedido ${reference}`,
    found: (reference, car) => `Sobre o seu pedido ${reference} de um ${car}: encontramos um carro para você.`,
    seeTheCar: 'Ver o carro',
  },
  es: {
    receivedSubject: (reference) => `Recibimos su solicitud de auto ${reference}`,
    thanks: (car) => `Gracias por su solicitud de un ${car}. Nuestro equipo de ventas lo buscará y se pondrá en contacto con usted pronto.`,
    yourReference: (reference) => `Su referencia: ${reference}`,
    offerSubject: (reference) => `Un auto para su solicitud ${reference}`,
    found: (reference, car) => `Sobre su solicitud ${reference} de un ${car}: hemos encontrado un auto para usted.`,
    seeTheCar: 'Ver el auto',
  },
};

const SAMPLE: CarRequestMailVars = { name: 'Amina Njeri', reference: 'RQ-000042', car: '2018 Toyota Prius' };

/** The customer's acknowledgement of a new request, with the reference to quote. */
const received =
  (words: CarRequestWords) =>
  ({ name, reference, car }: CarRequestMailVars): EmailContent => ({
    subject: words.receivedSubject(reference),
    name,
    blocks: [
      { kind: 'text', text: words.thanks(car) },
      { kind: 'text', text: words.yourReference(reference) },
    ],
  });

export const carRequestReceivedEmail = defineEmail<CarRequestMailVars>(
  'car-request.received',
  { en: received(WORDS.en), ur: received(WORDS.ur), pt: received(WORDS.pt), es: received(WORDS.es) },
  SAMPLE,
);

/** The car staff offer for a request: its link, and staff's note as they wrote it. */
const offer =
  (words: CarRequestWords) =>
  ({ name, reference, car, carLink, note }: CarOfferMailVars): EmailContent => ({
    subject: words.offerSubject(reference),
    name,
    blocks: [
      { kind: 'text', text: words.found(reference, car) },
      { kind: 'action', label: words.seeTheCar, url: carLink },
      ...(note ? [{ kind: 'text' as const, text: note }] : []),
    ],
  });

export const carOfferEmail = defineEmail<CarOfferMailVars>(
  'car-request.offer',
  { en: offer(WORDS.en), ur: offer(WORDS.ur), pt: offer(WORDS.pt), es: offer(WORDS.es) },
  { ...SAMPLE, carLink: 'https://autoexport.example/cars/AB1234567', note: 'We can hold it for you until Friday.' },
);
