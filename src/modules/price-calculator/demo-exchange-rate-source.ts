import { Injectable } from '@nestjs/common';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { ExchangeRateSource } from './exchange-rates.port.js';

/** Plausible rates per US dollar (spring 2026), fixed. */
const DEMO_RATES: Readonly<Record<CurrencyCode, string>> = { USD: '1', EUR: '0.92', GBP: '0.79', JPY: '151.5' };
const STARTED_AT = new Date();

/**
 * STAND-IN, TO BE REPLACED AT MERGE: constant rates set when the process started. The integrator binds
 * ExchangeRateSource to the currencies module's service (stored rates with history, refreshed by a job) in
 * price-calculator.module.ts and deletes this class. Nothing else reads it.
 */
@Injectable()
export class DemoExchangeRateSource extends ExchangeRateSource {
  rateFromUsd(currency: CurrencyCode): Promise<{ rate: string; setAt: Date; source: string } | null> {
    const rate = DEMO_RATES[currency];
    return Promise.resolve(rate === undefined ? null : { rate, setAt: STARTED_AT, source: 'demo' });
  }
}
