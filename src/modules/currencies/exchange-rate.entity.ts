import { Check, Column, Entity, Index } from 'typeorm';
import { Keyed } from '../../common/database/columns.js';
import type { CurrencyCode } from '../../common/money/currencies.js';

/** Where a rate came from: the demo data, a staff member, or the configured provider (the refresh job). */
export const RATE_SOURCES = ['demo', 'staff', 'provider'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/**
 * One exchange rate as it was set: how many units of `currency` one US dollar buys. Rows are only ever added, so
 * the table is the rates' history; a currency's current rate is its latest row. USD has none (it is always 1).
 */
@Entity('exchange_rates')
@Index('ix_exchange_rates_latest', ['currency', 'setAt', 'id'])
@Index('ix_exchange_rates_set_at', ['setAt', 'id'])
@Check('ck_exchange_rates_currency', `"currency" IN ('EUR', 'GBP', 'JPY')`)
@Check('ck_exchange_rates_rate', '"rate" > 0')
@Check('ck_exchange_rates_source', `"source" IN ('demo', 'staff', 'provider')`)
export class ExchangeRate extends Keyed {
  @Column({ type: 'char', length: 3 })
  currency: Exclude<CurrencyCode, 'USD'>;

  /** Units of `currency` per 1 USD, as a decimal string (numeric: never a float). */
  @Column({ type: 'numeric', precision: 20, scale: 8 })
  rate: string;

  @Column({ type: 'varchar', length: 16 })
  source: RateSource;

  @Column({ name: 'set_at', type: 'timestamptz' })
  setAt: Date;

  /** The staff member's public id when staff set it; null for the demo data and the provider. */
  @Column({ name: 'set_by', type: 'uuid', nullable: true })
  setBy: string | null;
}
