import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { CurrencyCode } from '../../common/money/currencies.js';
import type { RatesHistoryQueryDto } from './currencies.requests.js';
import { ExchangeRate } from './exchange-rate.entity.js';

/** The rates set, newest first, of one currency or all. */
export function rateHistory(dataSource: DataSource, query: RatesHistoryQueryDto): SelectQueryBuilder<ExchangeRate> {
  const qb = dataSource.getRepository(ExchangeRate).createQueryBuilder('r');
  if (query.currency) qb.where('r.currency = :currency', { currency: query.currency });
  return qb.orderBy('r.setAt', 'DESC').addOrderBy('r.id', 'DESC');
}

/** Each currency's latest rate (the last set wins a tie). */
export async function latestRates(
  manager: EntityManager,
): Promise<{ currency: Exclude<CurrencyCode, 'USD'>; rate: string; source: string; set_at: Date }[]> {
  return (await manager.query(
    `SELECT DISTINCT ON (currency) currency, rate, source, set_at FROM exchange_rates ORDER BY currency, set_at DESC, id DESC`,
  )) as { currency: Exclude<CurrencyCode, 'USD'>; rate: string; source: string; set_at: Date }[];
}
