import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { narrowed } from '../../common/pagination/staff-list.js';
import { FreightRate } from './freight-rate.entity.js';
import type { FreightRatesQueryDto } from './price-calculator.requests.js';

/** The freight rates of one country, or all. */
export function freightRatesMatching(dataSource: DataSource, query: FreightRatesQueryDto): SelectQueryBuilder<FreightRate> {
  return narrowed(dataSource.getRepository(FreightRate).createQueryBuilder('f')).equals('f.countryCode', query.country).qb;
}

/** The freight rates' one order (the list has no `sort` parameter): by country, port and method. */
export function byCountryPortMethod(qb: SelectQueryBuilder<FreightRate>): SelectQueryBuilder<FreightRate> {
  return qb.orderBy('f.countryCode', 'ASC').addOrderBy('f.port', 'ASC').addOrderBy('f.method', 'ASC').addOrderBy('f.id', 'ASC');
}
