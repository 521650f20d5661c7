import type { Locale } from '../../../common/context/locale.js';
import { defineEmail, type EmailBlock } from '../../notifications/email/email-template.js';
import type { AuctionLot } from '../lots/auction-lot.entity.js';
import { type BidResult, formatYen, japanTime } from './ledger-rules.js';

/**
 * The customer's emails about their auction account (issue 13): a deposit recorded, every result of a bid request,
 * a result withdrawn (the won car's order: won-car-emails.ts); in the customer's language (issue 27). Amounts stay in yen as
 * formatYen writes them, times in Japan time, in every language.
 */

type LotLine = Pick<AuctionLot, 'auctionHouse' | 'lotNumber' | 'startsAt' | 'year' | 'make' | 'model'>;

/** "2026-03-14 10:30": the minute in Japan, as every auction time is told. */
export const japanMinute = (instant: Date) => japanTime(instant).slice(0, 16).replace('T', ' ');

/** Paragraphs of plain text, in order. */
export const paragraphs = (texts: readonly string[]): EmailBlock[] => texts.map((text) => ({ kind: 'text', text }));

/** How each language names a lot and tells when it came up. */
const LOT_WORDS: { readonly [L in Locale]: { name(lot: LotLine): string; when(lot: LotLine): string } } = {
  en: {
    name: (lot) => `${lot.year} ${lot.make} ${lot.model}, lot ${lot.lotNumber} at ${lot.auctionHouse}`,
    when: (lot) => `${japanMinute(lot.startsAt)} (Japan time)`,
  },
  ur: {
    name: (lot) => `${lot.year} ${lot.make} ${lot.model}، لاٹ ${lot.lotNumber}، ${lot.auctionHouse}`,
    when: (lot) => `${japanMinute(lot.startsAt)} (جاپان کا وقت)`,
  },
  pt: {
    name: (lot) => `${lot.year} ${lot.make} ${lot.model}, lote ${lot.lotNumber} na ${lot.auctionHouse}`,
    when: (lot) => `${japanMinute(lot.startsAt)} (horário do Japão)`,
  },
  es: {
    name: (lot) => `${lot.year} ${lot.make} ${lot.model}, lote ${lot.lotNumber} en ${lot.auctionHouse}`,
    when: (lot) => `${japanMinute(lot.startsAt)} (hora de Japón)`,
  },
};

export interface PowerLine {
  depositJpy: bigint;
  biddingPowerJpy: bigint;
}

/** The account after the change, which every one of these emails ends with. */
const POWER_LINE: { readonly [L in Locale]: (power: PowerLine) => EmailBlock } = {
  en: (p) => ({
    kind: 'text',
    text: `Your auction deposit is now ${formatYen(p.depositJpy)} and your bidding power ${formatYen(p.biddingPowerJpy)}.`,
  }),
  ur: (p) => ({
    kind: 'text',
    text: `آپ کی نیلامی ڈپازٹ اب ${formatYen(p.depositJpy)} ہے اور آپ کی بولی کی طاقت ${formatYen(p.biddingPowerJpy)} ہے۔`,
  }),
  pt: (p) => ({
    kind: 'text',
    text: `Seu depósito de leilão agora é de ${formatYen(p.depositJpy)} e seu poder de lance, de ${formatYen(p.biddingPowerJpy)}.`,
  }),
  es: (p) => ({
    kind: 'text',
    text: `Su depósito de subasta es ahora de ${formatYen(p.depositJpy)} y su poder de puja, de ${formatYen(p.biddingPowerJpy)}.`,
  }),
};

const SAMPLE_LOT: LotLine = {
  auctionHouse: 'USS Tokyo',
  lotNumber: '55501',
  startsAt: new Date('2026-03-14T01:30:00Z'),
  year: 2019,
  make: 'Toyota',
  model: 'Aqua',
};
const SAMPLE_POWER: PowerLine = { depositJpy: 150_000n, biddingPowerJpy: 1_500_000n };

export interface DepositRecordedVars {
  firstName: string | null;
  amountJpy: bigint;
  bankReference: string;
  power: PowerLine;
}

export const depositRecordedEmail = defineEmail<DepositRecordedVars>(
  'auctions.deposit-recorded',
  {
    en: ({ firstName, amountJpy, bankReference, power }) => ({
      subject: `Auction deposit of ${formatYen(amountJpy)} received`,
      name: firstName,
      blocks: [
        { kind: 'text', text: `We have received your auction deposit of ${formatYen(amountJpy)} (bank reference ${bankReference}).` },
        POWER_LINE.en(power),
        { kind: 'text', text: 'You can now send bid requests on auction lots up to your bidding power.' },
      ],
    }),
    ur: ({ firstName, amountJpy, bankReference, power }) => ({
      subject: `${formatYen(amountJpy)} کی نیلامی ڈپازٹ موصول ہو گئی`,
      name: firstName,
      blocks: [
        { kind: 'text', text: `ہمیں آپ کی ${formatYen(amountJpy)} کی نیلامی ڈپازٹ موصول ہو گئی ہے (بینک حوالہ ${bankReference})۔` },
        POWER_LINE.ur(power),
        { kind: 'text', text: 'اب آپ اپنی بولی کی طاقت کی حد تک نیلامی لاٹس پر بولی کی درخواستیں بھیج سکتے ہیں۔' },
      ],
    }),
    pt: ({ firstName, amountJpy, bankReference, power }) => ({
      subject: `Depósito de leilão de ${formatYen(amountJpy)} recebido`,
      name: firstName,
      blocks: [
        { kind: 'text', text: `Recebemos seu depósito de leilão de ${formatYen(amountJpy)} (referência bancária ${bankReference}).` },
        POWER_LINE.pt(power),
        { kind: 'text', text: 'Agora você pode enviar pedidos de lance em lotes de leilão até o limite do seu poder de lance.' },
      ],
    }),
    es: ({ firstName, amountJpy, bankReference, power }) => ({
      subject: `Depósito de subasta de ${formatYen(amountJpy)} recibido`,
      name: firstName,
      blocks: [
        { kind: 'text', text: `Hemos recibido su depósito de subasta de ${formatYen(amountJpy)} (referencia bancaria ${bankReference}).` },
        POWER_LINE.es(power),
        { kind: 'text', text: 'Ya puede enviar solicitudes de puja en lotes de subasta hasta el límite de su poder de puja.' },
      ],
    }),
  },
  { firstName: 'Amina', amountJpy: 150_000n, bankReference: 'TT-2026-0314', power: SAMPLE_POWER },
);

export interface BidResultVars {
  firstName: string | null;
  result: BidResult;
  lot: LotLine;
  maxBidJpy: bigint;
  hammerPriceJpy?: bigint;
  feesJpy?: bigint;
  power: PowerLine;
}

/** The hammer price, the fees and their sum of a won lot (0 where none was recorded). */
const wonSums = (v: BidResultVars) => {
  const hammer = v.hammerPriceJpy ?? 0n;
  const fees = v.feesJpy ?? 0n;
  return { hammer: formatYen(hammer), fees: formatYen(fees), total: formatYen(hammer + fees) };
};

export const bidResultEmail = defineEmail<BidResultVars>(
  'auctions.bid-result',
  {
    en: (v) => {
      const name = LOT_WORDS.en.name(v.lot);
      const when = LOT_WORDS.en.when(v.lot);
      const sums = wonSums(v);
      const subjects: Record<BidResult, string> = { won: `You won ${name}`, lost: `Not won: ${name}`, not_sold: `Not sold: ${name}` };
      const released = 'Its hold on your bidding power has been released.';
      const body: Record<BidResult, string[]> = {
        won: [
          `We won the ${name} for you at the auction of ${when}: hammer price ${sums.hammer}, auction fees ${sums.fees}, ${sums.total} in all.`,
          'Our staff will make the order for the car next; you will be e-mailed its security deposit.',
        ],
        lost: [
          `The ${name} at the auction of ${when} went to a higher bid than your maximum of ${formatYen(v.maxBidJpy)}, so we did not win it for you.`,
          released,
        ],
        not_sold: [
          `The ${name} at the auction of ${when} was not sold. Your bid request of ${formatYen(v.maxBidJpy)} has ended.`,
          released,
        ],
      };
      return { subject: subjects[v.result], name: v.firstName, blocks: [...paragraphs(body[v.result]), POWER_LINE.en(v.power)] };
    },
    ur: (v) => {
      const name = LOT_WORDS.ur.name(v.lot);
      const when = LOT_WORDS.ur.when(v.lot);
      const sums = wonSums(v);
      const subjects: Record<BidResult, string> = {
        won: `آپ نے گاڑی جیت لی: ${name}`,
        lost: `گاڑی نہیں جیتی جا سکی: ${name}`,
        not_sold: `فروخت نہیں ہوئی: ${name}`,
      };
      const released = 'اس بولی کے لیے روکی گئی رقم آپ کی بولی کی طاقت میں واپس آ گئی ہے۔';
      const body: Record<BidResult, string[]> = {
        won: [
          `ہم نے ${when} کی نیلامی میں آپ کے لیے ${name} جیت لی ہے: ہتھوڑا قیمت ${sums.hammer}، نیلامی فیس ${sums.fees}، کل ${sums.total}۔`,
          'ہمارا عملہ اب اس گاڑی کا آرڈر بنائے گا؛ اس کے سیکیورٹی ڈپازٹ کی تفصیل آپ کو ای میل کی جائے گی۔',
        ],
        lost: [
          `${when} کی نیلامی میں ${name} آپ کی زیادہ سے زیادہ بولی ${formatYen(v.maxBidJpy)} سے اونچی بولی پر فروخت ہوئی، اس لیے ہم اسے آپ کے لیے نہیں جیت سکے۔`,
          released,
        ],
        not_sold: [
          `${when} کی نیلامی میں ${name} فروخت نہیں ہوئی۔ آپ کی ${formatYen(v.maxBidJpy)} کی بولی کی درخواست ختم ہو گئی ہے۔`,
          released,
        ],
      };
      return { subject: subjects[v.result], name: v.firstName, blocks: [...paragraphs(body[v.result]), POWER_LINE.ur(v.power)] };
    },
    pt: (v) => {
      const name = LOT_WORDS.pt.name(v.lot);
      const when = LOT_WORDS.pt.when(v.lot);
      const sums = wonSums(v);
      const subjects: Record<BidResult, string> = {
        won: `Você arrematou ${name}`,
        lost: `Não arrematado: ${name}`,
        not_sold: `Não vendido: ${name}`,
      };
      const released = 'O valor que este pedido de lance retinha do seu poder de lance foi liberado.';
      const body: Record<BidResult, string[]> = {
        won: [
          `Arrematamos o ${name} para você no leilão de ${when}: preço de arremate ${sums.hammer}, taxas do leilão ${sums.fees}, ${sums.total} no total.`,
          'Nossa equipe fará agora o pedido do carro; você receberá por e-mail o valor do depósito de garantia.',
        ],
        lost: [
          `O ${name} no leilão de ${when} foi vendido por um lance acima do seu máximo de ${formatYen(v.maxBidJpy)}, por isso não o arrematamos para você.`,
          released,
        ],
        not_sold: [
          `O ${name} no leilão de ${when} não foi vendido. Seu pedido de lance de ${formatYen(v.maxBidJpy)} foi encerrado.`,
          released,
        ],
      };
      return { subject: subjects[v.result], name: v.firstName, blocks: [...paragraphs(body[v.result]), POWER_LINE.pt(v.power)] };
    },
    es: (v) => {
      const name = LOT_WORDS.es.name(v.lot);
      const when = LOT_WORDS.es.when(v.lot);
      const sums = wonSums(v);
      const subjects: Record<BidResult, string> = {
        won: `Ha ganado: ${name}`,
        lost: `No ganado: ${name}`,
        not_sold: `No vendido: ${name}`,
      };
      const released = 'Se ha liberado lo que esta solicitud de puja retenía de su poder de puja.';
      const body: Record<BidResult, string[]> = {
        won: [
          `Ganamos el ${name} para usted en la subasta del ${when}: precio de remate ${sums.hammer}, comisiones de subasta ${sums.fees}, ${sums.total} en total.`,
          'Nuestro personal preparará ahora el pedido del auto; le informaremos por correo su depósito de garantía.',
        ],
        lost: [
          `El ${name} de la subasta del ${when} se adjudicó a una puja superior a su máximo de ${formatYen(v.maxBidJpy)}, por lo que no lo ganamos para usted.`,
          released,
        ],
        not_sold: [
          `El ${name} de la subasta del ${when} no se vendió. Su solicitud de puja de ${formatYen(v.maxBidJpy)} ha terminado.`,
          released,
        ],
      };
      return { subject: subjects[v.result], name: v.firstName, blocks: [...paragraphs(body[v.result]), POWER_LINE.es(v.power)] };
    },
  },
  {
    firstName: 'Amina',
    result: 'won',
    lot: SAMPLE_LOT,
    maxBidJpy: 1_200_000n,
    hammerPriceJpy: 1_100_000n,
    feesJpy: 33_000n,
    power: { depositJpy: 200_000n, biddingPowerJpy: 867_000n },
  },
);

export interface BidResultUndoneVars {
  firstName: string | null;
  wasResult: BidResult;
  lot: LotLine;
  maxBidJpy: bigint;
  orderCancelled: boolean;
  power: PowerLine;
}

/**
 * Staff undid a lot's result this customer had been told (issue 24): the bid request is open again, holding its
 * maximum, until the right result is recorded; a won car's unpaid order is cancelled and nothing is owed for it.
 */
export const bidResultUndoneEmail = defineEmail<BidResultUndoneVars>(
  'auctions.bid-result-undone',
  {
    en: (v) => {
      const told: Record<BidResult, string> = { won: 'that you won it', lost: 'that you did not win it', not_sold: 'that it was not sold' };
      const owe = v.orderCancelled
        ? 'You owe nothing for the car: the order we made for it is cancelled.'
        : 'You owe nothing for the car until its result is recorded again.';
      return {
        subject: `Result withdrawn: ${LOT_WORDS.en.name(v.lot)}`,
        name: v.firstName,
        blocks: [
          ...paragraphs([
            `We e-mailed you ${told[v.wasResult]}, about the ${LOT_WORDS.en.name(v.lot)} at the auction of ${LOT_WORDS.en.when(v.lot)}. ` +
              'That result was recorded in error and has been withdrawn.',
            `Your bid request of ${formatYen(v.maxBidJpy)} is open again and holds that much of your bidding power until we record ` +
              'the right result; we will e-mail you then.',
            ...(v.wasResult === 'won' ? [owe] : []),
          ]),
          POWER_LINE.en(v.power),
          { kind: 'text', text: 'We are sorry for the confusion.' },
        ],
      };
    },
    ur: (v) => {
      const told: Record<BidResult, string> = {
        won: 'کہ آپ نے یہ گاڑی جیت لی ہے',
        lost: 'کہ آپ یہ گاڑی نہیں جیت سکے',
        not_sold: 'کہ یہ گاڑی فروخت نہیں ہوئی',
      };
      const owe = v.orderCancelled
        ? 'آپ پر اس گاڑی کی کوئی رقم واجب نہیں: ہم نے اس کے لیے جو آرڈر بنایا تھا وہ منسوخ کر دیا گیا ہے۔'
        : 'جب تک اس کا نتیجہ دوبارہ درج نہ ہو، آپ پر اس گاڑی کی کوئی رقم واجب نہیں۔';
      return {
        subject: `نتیجہ واپس لے لیا گیا: ${LOT_WORDS.ur.name(v.lot)}`,
        name: v.firstName,
        blocks: [
          ...paragraphs([
            `ہم نے آپ کو ${LOT_WORDS.ur.when(v.lot)} کی نیلامی میں ${LOT_WORDS.ur.name(v.lot)} کے بارے میں ای میل کی تھی ${told[v.wasResult]}۔ ` +
              'وہ نتیجہ غلطی سے درج ہوا تھا اور اسے واپس لے لیا گیا ہے۔',
            `آپ کی ${formatYen(v.maxBidJpy)} کی بولی کی درخواست دوبارہ کھل گئی ہے اور درست نتیجہ درج ہونے تک آپ کی بولی کی طاقت میں سے ` +
              'اتنی ہی رقم روکے رکھے گی؛ تب ہم آپ کو ای میل کریں گے۔',
            ...(v.wasResult === 'won' ? [owe] : []),
          ]),
          POWER_LINE.ur(v.power),
          { kind: 'text', text: 'اس الجھن کے لیے ہم معذرت خواہ ہیں۔' },
        ],
      };
    },
    pt: (v) => {
      const told: Record<BidResult, string> = {
        won: 'que você o tinha arrematado',
        lost: 'que você não o tinha arrematado',
        not_sold: 'que ele não tinha sido vendido',
      };
      const owe = v.orderCancelled
        ? 'Você não deve nada pelo carro: o pedido que fizemos para ele foi cancelado.'
        : 'Você não deve nada pelo carro até que o resultado seja registrado novamente.';
      return {
        subject: `Resultado retirado: ${LOT_WORDS.pt.name(v.lot)}`,
        name: v.firstName,
        blocks: [
          ...paragraphs([
            `Enviamos um e-mail sobre o ${LOT_WORDS.pt.name(v.lot)} no leilão de ${LOT_WORDS.pt.when(v.lot)} informando ${told[v.wasResult]}. ` +
              'Esse resultado foi registrado por engano e foi retirado.',
            `Seu pedido de lance de ${formatYen(v.maxBidJpy)} está aberto de novo e retém esse valor do seu poder de lance até ` +
              'registrarmos o resultado correto; então enviaremos um e-mail para você.',
            ...(v.wasResult === 'won' ? [owe] : []),
          ]),
          POWER_LINE.pt(v.power),
          { kind: 'text', text: 'Pedimos desculpas pela confusão.' },
        ],
      };
    },
    es: (v) => {
      const told: Record<BidResult, string> = {
        won: 'que lo había ganado',
        lost: 'que no lo había ganado',
        not_sold: 'que no se había vendido',
      };
      const owe = v.orderCancelled
        ? 'No debe nada por el auto: el pedido que hicimos para él ha sido cancelado.'
        : 'No debe nada por el auto hasta que su resultado se registre de nuevo.';
      return {
        subject: `Resultado retirado: ${LOT_WORDS.es.name(v.lot)}`,
        name: v.firstName,
        blocks: [
          ...paragraphs([
            `Le escribimos sobre el ${LOT_WORDS.es.name(v.lot)} de la subasta del ${LOT_WORDS.es.when(v.lot)} para informarle ${told[v.wasResult]}. ` +
              'Ese resultado se registró por error y ha sido retirado.',
            `Su solicitud de puja de ${formatYen(v.maxBidJpy)} vuelve a estar abierta y retiene esa cantidad de su poder de puja hasta ` +
              'que registremos el resultado correcto; entonces le escribiremos.',
            ...(v.wasResult === 'won' ? [owe] : []),
          ]),
          POWER_LINE.es(v.power),
          { kind: 'text', text: 'Lamentamos la confusión.' },
        ],
      };
    },
  },
  { firstName: 'Amina', wasResult: 'won', lot: SAMPLE_LOT, maxBidJpy: 1_200_000n, orderCancelled: true, power: SAMPLE_POWER },
);
