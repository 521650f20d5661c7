import type { CurrencyCode } from '../../common/money/currencies.js';

/**
 * Where the price calculator reads exchange rates from: units of `currency` per US dollar, with the time they were set
 * and their source; null when no rate is on file. The module binds DemoExchangeRateSource; the currencies module's
 * service (issue 11) takes its place when both are merged.
 */
export abstract class ExchangeRateSource {
  abstract rateFromUsd(currency: CurrencyCode): Promise<{ rate: string; setAt: Date; source: string } | null>;
}
