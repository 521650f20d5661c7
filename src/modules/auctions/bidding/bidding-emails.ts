import type { EmailMessage } from '../../notifications/mail-rules.js';
import type { OrderSummaryDto } from '../../orders/orders.responses.js';
import type { AuctionLot } from '../lots/auction-lot.entity.js';
import { type BidResult, formatYen, japanTime } from './ledger-rules.js';

/**
 * The customer's emails about their auction account (issue 13): a deposit recorded, and every result of a bid
 * request. Plain English text, as the site's other emails; nothing to escape.
 */

type LotLine = Pick<AuctionLot, 'auctionHouse' | 'lotNumber' | 'startsAt' | 'year' | 'make' | 'model'>;

const greeting = (firstName: string | null | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,');
const lotName = (lot: LotLine) => `${lot.year} ${lot.make} ${lot.model}, lot ${lot.lotNumber} at ${lot.auctionHouse}`;
const when = (lot: LotLine) => `${japanTime(lot.startsAt).slice(0, 16).replace('T', ' ')} (Japan time)`;

export interface PowerLine {
  depositJpy: bigint;
  biddingPowerJpy: bigint;
}

const powerLines = (power: PowerLine) => [
  `Your auction deposit is now ${formatYen(power.depositJpy)} and your bidding power ${formatYen(power.biddingPowerJpy)}.`,
];

export function depositRecordedEmail(
  to: string,
  firstName: string | null | undefined,
  amountJpy: bigint,
  bankReference: string,
  power: PowerLine,
): EmailMessage {
  const text = [
    greeting(firstName),
    '',
    `We have received your auction deposit of ${formatYen(amountJpy)} (bank reference ${bankReference}).`,
    ...powerLines(power),
    '',
    'You can now send bid requests on auction lots up to your bidding power.',
    '',
  ].join('\n');
  return { to, subject: `Auction deposit of ${formatYen(amountJpy)} received`, text };
}

export interface ResultFacts {
  result: BidResult;
  lot: LotLine;
  maxBidJpy: bigint;
  hammerPriceJpy?: bigint;
  feesJpy?: bigint;
}

export function bidResultEmail(to: string, firstName: string | null | undefined, facts: ResultFacts, power: PowerLine): EmailMessage {
  const { lot } = facts;
  const name = lotName(lot);
  const subjects: Record<BidResult, string> = {
    won: `You won ${name}`,
    lost: `Not won: ${name}`,
    not_sold: `Not sold: ${name}`,
  };
  const body: Record<BidResult, string[]> = {
    won: [
      `We won the ${name} for you at the auction of ${when(lot)}: hammer price ${formatYen(facts.hammerPriceJpy ?? 0n)}, ` +
        `auction fees ${formatYen(facts.feesJpy ?? 0n)}, ${formatYen((facts.hammerPriceJpy ?? 0n) + (facts.feesJpy ?? 0n))} in all.`,
      'Our staff will make the order for the car next; you will be e-mailed its security deposit.',
    ],
    lost: [
      `The ${name} at the auction of ${when(lot)} went to a higher bid than your maximum of ${formatYen(facts.maxBidJpy)}, so we did not win it for you.`,
      'Its hold on your bidding power has been released.',
    ],
    not_sold: [
      `The ${name} at the auction of ${when(lot)} was not sold. Your bid request of ${formatYen(facts.maxBidJpy)} has ended.`,
      'Its hold on your bidding power has been released.',
    ],
  };
  const text = [greeting(firstName), '', ...body[facts.result], ...powerLines(power), ''].join('\n');
  return { to, subject: subjects[facts.result], text };
}

/**
 * Staff undid a lot's result this customer had been told (issue 24): the bid request is open again, holding its
 * maximum, until the right result is recorded; a won car's unpaid order is cancelled and nothing is owed for it.
 */
export function bidResultUndoneEmail(
  to: string,
  firstName: string | null | undefined,
  facts: { wasResult: BidResult; lot: LotLine; maxBidJpy: bigint; orderCancelled: boolean },
  power: PowerLine,
): EmailMessage {
  const name = lotName(facts.lot);
  const told: Record<BidResult, string> = { won: 'that you won it', lost: 'that you did not win it', not_sold: 'that it was not sold' };
  const text = [
    greeting(firstName),
    '',
    `We e-mailed you ${told[facts.wasResult]}, about the ${name} at the auction of ${when(facts.lot)}. That result was recorded in error ` +
      'and has been withdrawn.',
    `Your bid request of ${formatYen(facts.maxBidJpy)} is open again and holds that much of your bidding power until we record ` +
      'the right result; we will e-mail you then.',
    ...(facts.wasResult === 'won'
      ? [
          facts.orderCancelled
            ? 'You owe nothing for the car: the order we made for it is cancelled.'
            : 'You owe nothing for the car until its result is recorded again.',
        ]
      : []),
    ...powerLines(power),
    '',
    'We are sorry for the confusion.',
    '',
  ].join('\n');
  return { to, subject: `Result withdrawn: ${name}`, text };
}

/** The order of a won car is made: what it costs, the security deposit and by when (Japan time), where it is shown. */
export function wonCarOrderEmail(
  to: string,
  firstName: string | null | undefined,
  order: Pick<OrderSummaryDto, 'id' | 'car' | 'payment' | 'expiresAt' | 'destinationPort' | 'destinationCountry' | 'tradeTerms'>,
): EmailMessage {
  const money = (m: { amount: string; currency: string }) => `${m.amount} ${m.currency}`;
  const due = order.expiresAt ? ` by ${japanTime(new Date(order.expiresAt)).slice(0, 16).replace('T', ' ')} (Japan time)` : '';
  const text = [
    greeting(firstName),
    '',
    `The order for the ${order.car.title} you won at auction is ready: stock ${order.car.stockId}, ${order.tradeTerms} ` +
      `${order.destinationPort}, ${order.destinationCountry}, ${money(order.payment.total)} in all.`,
    `Please pay the security deposit of ${money(order.payment.depositRequired)}${due} by bank transfer; the invoice ` +
      'with our bank details is on the order page under Reserved Vehicles in your account. We ship the car once it is in.',
    '',
  ].join('\n');
  return { to, subject: `Your won car ${order.car.title}: security deposit of ${money(order.payment.depositRequired)}`, text };
}
