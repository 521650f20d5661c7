import type { LandedPrice } from './price-quote-rules.js';
import type { PriceQuoteDto, QuoteLineDto } from './price-calculator.responses.js';

/** What a quote answers of the engine's price (the rest — who priced it, until when, the car — is the caller's). */
export type QuotedPriceDto = Pick<
  PriceQuoteDto,
  | 'tradeTerms'
  | 'destination'
  | 'currency'
  | 'lines'
  | 'subtotalUsd'
  | 'subtotal'
  | 'totalUsd'
  | 'total'
  | 'insured'
  | 'inspected'
  | 'exchangeRate'
>;

/** The engine's lines as they travel: the same fields, nothing added or rounded again. */
export const toQuoteLines = (price: Pick<LandedPrice, 'lines'>): QuoteLineDto[] => price.lines.map((line) => ({ ...line }));

export function toQuoteDto(price: LandedPrice, exchange: { setAt: Date; source: string }): QuotedPriceDto {
  return {
    tradeTerms: price.terms,
    destination: { ...price.destination },
    currency: price.currency,
    lines: toQuoteLines(price),
    subtotalUsd: price.subtotalUsd,
    subtotal: price.subtotal,
    totalUsd: price.totalUsd,
    total: price.total,
    insured: price.insured,
    inspected: price.inspected,
    exchangeRate: {
      base: 'USD',
      currency: price.currency,
      rate: price.exchangeRate,
      setAt: exchange.setAt.toISOString(),
      source: exchange.source,
    },
  };
}
