import type { Locale } from '../../common/context/locale.js';
import { defineEmail, type EmailBlock } from '../notifications/email/email-template.js';
import { type AlertCar, alertsUnsubscribeLink, carLink, type FavoriteChange } from './saved-search-rules.js';

/**
 * The alert emails (issue 10), in the subscriber's language (issue 27): the new matches of a saved search, and news of
 * favorite cars. Each car links to its page; the way to stop the alerts is the small print. A car is named by its title
 * and year only, never its price (the email may be read by anyone the customer forwards it to).
 */

export interface SearchAlertVars {
  firstName: string | null;
  searchName: string;
  cars: readonly AlertCar[];
  /** Further matches not listed (the email lists the first ones). */
  more?: number;
  publicUrl: string;
  unsubscribeToken: string;
}

/** The listed cars, each linking to its page, and the line that says how many more there are. */
function carList(v: SearchAlertVars, andMore: (count: number) => string): EmailBlock[] {
  const items = v.cars.map((c) => ({ text: `${c.title} (${c.year})`, url: carLink(v.publicUrl, c.stockId) }));
  return [{ kind: 'list', items }, ...(v.more ? [{ kind: 'text' as const, text: andMore(v.more) }] : [])];
}

const matchCount = (v: SearchAlertVars) => v.cars.length + (v.more ?? 0);

/** One saved search's alert: its new matches, each with its link, and the link that turns the alert off. */
export const searchAlertEmail = defineEmail<SearchAlertVars>(
  'saved-searches.search-alert',
  {
    en: (v) => {
      const total = matchCount(v);
      return {
        subject: total === 1 ? `New car for "${v.searchName}"` : `${total} new cars for "${v.searchName}"`,
        name: v.firstName,
        blocks: [
          {
            kind: 'text',
            text:
              total === 1
                ? `A new car matches your saved search "${v.searchName}":`
                : `${total} new cars match your saved search "${v.searchName}":`,
          },
          ...carList(v, (more) => `… and ${more} more.`),
          { kind: 'note', text: 'To stop these alerts, open this link:', url: alertsUnsubscribeLink(v.publicUrl, v.unsubscribeToken) },
        ],
      };
    },
    ur: (v) => {
      const total = matchCount(v);
      return {
        subject: total === 1 ? `"${v.searchName}" کے لیے نئی گاڑی` : `"${v.searchName}" کے لیے ${total} نئی گاڑیاں`,
        name: v.firstName,
        blocks: [
          {
            kind: 'text',
            text:
              total === 1
                ? `آپ کی محفوظ تلاش "${v.searchName}" سے ایک نئی گاڑی ملتی ہے:`
                : `آپ کی محفوظ تلاش "${v.searchName}" سے ${total} نئی گاڑیاں ملتی ہیں:`,
          },
          ...carList(v, (more) => `… اور ${more} مزید۔`),
          { kind: 'note', text: 'یہ الرٹس بند کرنے کے لیے یہ لنک کھولیں:', url: alertsUnsubscribeLink(v.publicUrl, v.unsubscribeToken) },
        ],
      };
    },
    pt: (v) => {
      const total = matchCount(v);
      return {
        subject: total === 1 ? `Carro novo para "${v.searchName}"` : `${total} carros novos para "${v.searchName}"`,
        name: v.firstName,
        blocks: [
          {
            kind: 'text',
            text:
              total === 1
                ? `Um carro novo corresponde à sua pesquisa guardada "${v.searchName}":`
                : `${total} carros novos correspondem à sua pesquisa guardada "${v.searchName}":`,
          },
          ...carList(v, (more) => `… e mais ${more}.`),
          {
            kind: 'note',
            text: 'Para deixar de receber estes alertas, abra este link:',
            url: alertsUnsubscribeLink(v.publicUrl, v.unsubscribeToken),
          },
        ],
      };
    },
    es: (v) => {
      const total = matchCount(v);
      return {
        subject: total === 1 ? `Auto nuevo para "${v.searchName}"` : `${total} autos nuevos para "${v.searchName}"`,
        name: v.firstName,
        blocks: [
          {
            kind: 'text',
            text:
              total === 1
                ? `Un auto nuevo coincide con su búsqueda guardada "${v.searchName}":`
                : `${total} autos nuevos coinciden con su búsqueda guardada "${v.searchName}":`,
          },
          ...carList(v, (more) => `… y ${more} más.`),
          {
            kind: 'note',
            text: 'Para dejar de recibir estas alertas, abra este enlace:',
            url: alertsUnsubscribeLink(v.publicUrl, v.unsubscribeToken),
          },
        ],
      };
    },
  },
  {
    firstName: 'Amina',
    searchName: 'toyota · suv · 2015–2020',
    cars: [
      { stockId: 'AE10001', title: 'Toyota Harrier', year: 2019 },
      { stockId: 'AE10002', title: 'Toyota RAV4', year: 2018 },
    ],
    more: 3,
    publicUrl: 'https://autoexport.example',
    unsubscribeToken: 'abc_DEF-123',
  },
);

export interface FavoriteAlertVars {
  firstName: string | null;
  changes: readonly FavoriteChange[];
  publicUrl: string;
}

/** How each language says what happened to a favorite car. */
const FAVORITE_NEWS: { readonly [L in Locale]: (change: FavoriteChange) => string } = {
  en: ({ kind, car }) =>
    kind === 'price_drop' ? `The price of ${car.title} (${car.year}) has dropped` : `${car.title} (${car.year}) has been reserved`,
  ur: ({ kind, car }) =>
    kind === 'price_drop' ? `${car.title} (${car.year}) کی قیمت کم ہو گئی ہے` : `${car.title} (${car.year}) ریزرو ہو گئی ہے`,
  pt: ({ kind, car }) =>
    kind === 'price_drop' ? `O preço do ${car.title} (${car.year}) baixou` : `O ${car.title} (${car.year}) foi reservado`,
  es: ({ kind, car }) =>
    kind === 'price_drop' ? `El precio del ${car.title} (${car.year}) ha bajado` : `El ${car.title} (${car.year}) ha sido reservado`,
};

/** The favorites' news, each linking to the car, then how to turn these alerts off. */
function favoriteBlocks(language: Locale, v: FavoriteAlertVars, intro: string, stop: string): EmailBlock[] {
  return [
    { kind: 'text', text: intro },
    { kind: 'list', items: v.changes.map((c) => ({ text: FAVORITE_NEWS[language](c), url: carLink(v.publicUrl, c.car.stockId) })) },
    { kind: 'note', text: stop, url: `${v.publicUrl}/profile/saved-searches` },
  ];
}

/** One customer's favorite alerts of a run: which of their favorites got cheaper or were reserved by someone else. */
export const favoriteAlertEmail = defineEmail<FavoriteAlertVars>(
  'saved-searches.favorite-alert',
  {
    en: (v) => ({
      subject: 'News about your favorite cars',
      name: v.firstName,
      blocks: favoriteBlocks('en', v, 'News about your favorite cars:', 'To stop these alerts, turn off favorite alerts in your profile:'),
    }),
    ur: (v) => ({
      subject: 'آپ کی پسندیدہ گاڑیوں کے بارے میں خبر',
      name: v.firstName,
      blocks: favoriteBlocks(
        'ur',
        v,
        'آپ کی پسندیدہ گاڑیوں کے بارے میں خبر:',
        'یہ الرٹس بند کرنے کے لیے اپنی پروفائل میں پسندیدہ گاڑیوں کے الرٹس بند کر دیں:',
      ),
    }),
    pt: (v) => ({
      subject: 'Novidades sobre seus carros favoritos',
      name: v.firstName,
      blocks: favoriteBlocks(
        'pt',
        v,
        'Novidades sobre seus carros favoritos:',
        'Para deixar de receber estes alertas, desative os alertas de favoritos no seu perfil:',
      ),
    }),
    es: (v) => ({
      subject: 'Novedades sobre sus autos favoritos',
      name: v.firstName,
      blocks: favoriteBlocks(
        'es',
        v,
        'Novedades sobre sus autos favoritos:',
        'Para dejar de recibir estas alertas, desactive las alertas de favoritos en su perfil:',
      ),
    }),
  },
  {
    firstName: 'Amina',
    changes: [
      { kind: 'price_drop', car: { stockId: 'AE10003', title: 'Toyota Prius', year: 2017 } },
      { kind: 'reserved', car: { stockId: 'AE10004', title: 'Honda Fit', year: 2018 } },
    ],
    publicUrl: 'https://autoexport.example',
  },
);
