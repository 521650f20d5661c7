import type { Locale } from '../../common/context/locale.js';
import { defineEmail, type EmailBlock, type EmailContent } from '../notifications/email/email-template.js';
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

/** What a search alert says in one language; `total` counts the listed cars and the more. */
interface SearchAlertWords {
  subject(total: number, searchName: string): string;
  intro(total: number, searchName: string): string;
  andMore(count: number): string;
  stop: string;
}

/** One layout for every language: the intro, the cars each linking to its page, how many more, the way to stop. */
const searchAlert =
  (words: SearchAlertWords) =>
  (v: SearchAlertVars): EmailContent => {
    const total = v.cars.length + (v.more ?? 0);
    const items = v.cars.map((c) => ({ text: `${c.title} (${c.year})`, url: carLink(v.publicUrl, c.stockId) }));
    return {
      subject: words.subject(total, v.searchName),
      name: v.firstName,
      blocks: [
        { kind: 'text', text: words.intro(total, v.searchName) },
        { kind: 'list', items },
        ...(v.more ? [{ kind: 'text' as const, text: words.andMore(v.more) }] : []),
        { kind: 'note', text: words.stop, url: alertsUnsubscribeLink(v.publicUrl, v.unsubscribeToken) },
      ],
    };
  };

/** One saved search's alert: its new matches, each with its link, and the link that turns the alert off. */
export const searchAlertEmail = defineEmail<SearchAlertVars>(
  'saved-searches.search-alert',
  {
    en: searchAlert({
      subject: (total, name) => (total === 1 ? `New car for "${name}"` : `${total} new cars for "${name}"`),
      intro: (total, name) =>
        total === 1 ? `A new car matches your saved search "${name}":` : `${total} new cars match your saved search "${name}":`,
      andMore: (count) => `… and ${count} more.`,
      stop: 'To stop these alerts, open this link:',
    }),
    ur: searchAlert({
      subject: (total, name) => (total === 1 ? `"${name}" کے لیے نئی گاڑی` : `"${name}" کے لیے ${total} نئی گاڑیاں`),
      intro: (total, name) =>
        total === 1 ? `آپ کی محفوظ تلاش "${name}" سے ایک نئی گاڑی ملتی ہے:` : `آپ کی محفوظ تلاش "${name}" سے ${total} نئی گاڑیاں ملتی ہیں:`,
      andMore: (count) => `… اور مزید ${count} گاڑیاں۔`,
      stop: 'یہ الرٹس بند کرنے کے لیے یہ لنک کھولیں:',
    }),
    pt: searchAlert({
      subject: (total, name) => (total === 1 ? `Carro novo para "${name}"` : `${total} carros novos para "${name}"`),
      intro: (total, name) =>
        total === 1
          ? `Um carro novo corresponde à sua pesquisa guardada "${name}":`
          : `${total} carros novos correspondem à sua pesquisa guardada "${name}":`,
      andMore: (count) => `… e mais ${count}.`,
      stop: 'Para deixar de receber estes alertas, abra este link:',
    }),
    es: searchAlert({
      subject: (total, name) => (total === 1 ? `Auto nuevo para "${name}"` : `${total} autos nuevos para "${name}"`),
      intro: (total, name) =>
        total === 1
          ? `Un auto nuevo coincide con su búsqueda guardada "${name}":`
          : `${total} autos nuevos coinciden con su búsqueda guardada "${name}":`,
      andMore: (count) => `… y ${count} más.`,
      stop: 'Para dejar de recibir estas alertas, abra este enlace:',
    }),
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
