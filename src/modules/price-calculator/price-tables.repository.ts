import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { FreightRate } from './freight-rate.entity.js';
import type { FreightRatesQueryDto } from './price-calculator.requests.js';

/** The freight rates of one country or all, by country, port and method. */
export function freightRates(dataSource: DataSource, query: FreightRatesQueryDto): SelectQueryBuilder<FreightRate> {
  const qb = dataSource.getRepository(FreightRate).createQueryBuilder('f');
  if (query.country) qb.where('f.countryCode = :country', { country: query.country });
  return qb.orderBy('f.countryCode', 'ASC').addOrderBy('f.port', 'ASC').addOrderBy('f.method', 'ASC').addOrderBy('f.id', 'ASC');
}
