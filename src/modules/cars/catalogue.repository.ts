import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CarListRow } from './car-lists-sql.js';
import type { CarFilters, FacetDim, FilterName } from './car-search-rules.js';
import {
  DETAIL_SQL,
  SqlParams,
  type ListQueryInput,
  type SummaryRow,
  buildListQuery,
  type FilterContext,
  buildEstimateQuery,
  parseEstimate,
  buildCountQuery,
  type FacetQueryInput,
  explainOf,
  buildFacetQuery,
  type FacetRow,
  splitFacetRows,
  type BuiltQuery,
} from './car-search-sql.js';
import type { DetailRow } from './cars.mappers.js';
import { CatalogueDb } from './catalogue-db.service.js';

/** The planner's idea of a query: how many rows it matches and what scanning them costs. */
export interface PlanEstimate {
  rows: number;
  cost: number;
}

/**
 * The public catalogue's reads. Search pages, totals, facets and a car's detail go to CatalogueDb (the read replica
 * when there is one, hot statements prepared); the landing page's lists to the primary. The SQL is built in
 * car-search-sql.ts and car-lists-sql.ts.
 */
@Injectable()
export class CatalogueRepository {
  constructor(
    private readonly db: CatalogueDb,
    private readonly dataSource: DataSource,
  ) {}

  /** A listed car's detail row by stock id, before its make's names are added; null when unknown or hidden. */
  async detailRow(stockId: string, withPrice: boolean): Promise<DetailRow | null> {
    const params = new SqlParams();
    const [found] = await this.db.query<DetailRow>(DETAIL_SQL(withPrice, stockId, params), params.values, { prepare: true });
    return found ?? null;
  }

  /** One search page's rows, each with its sort key (for the next cursor); `prepare` names the statement. */
  searchPage(input: ListQueryInput, prepare: boolean): Promise<(SummaryRow & { sort_key: string })[]> {
    const built = buildListQuery(input);
    return this.db.query<SummaryRow & { sort_key: string }>(built.sql, built.params, { prepare });
  }

  /** The planner's estimate of the listed cars matching the filters (leaving out `ignore`). */
  async estimate(filters: CarFilters, context: FilterContext, ignore?: ReadonlySet<FilterName>): Promise<PlanEstimate> {
    const built = buildEstimateQuery(filters, context, ignore);
    return parseEstimate(await this.db.query<{ 'QUERY PLAN': unknown }>(built.sql, built.params));
  }

  /** The matches counted exactly, up to `cap`. */
  async countUpTo(filters: CarFilters, context: FilterContext, cap: number): Promise<number> {
    const built = buildCountQuery(filters, context, cap);
    const [{ n }] = await this.db.query<{ n: number }>(built.sql, built.params);
    return n;
  }

  /** The planner's estimate of a facet group's grouped query (planned, not run). */
  facetPlan(input: FacetQueryInput): Promise<PlanEstimate> {
    const built = explainOf(buildFacetQuery(input));
    return this.db.query<{ 'QUERY PLAN': unknown }>(built.sql, built.params).then(parseEstimate);
  }

  /** A facet group's counts, value → count per facet (on the sample when `samplePercent` is set, unscaled). */
  async facetCounts(input: FacetQueryInput): Promise<Map<FacetDim, Map<string, number>>> {
    const built = buildFacetQuery(input);
    return splitFacetRows(input.dims, await this.db.query<FacetRow>(built.sql, built.params));
  }

  /** The rows of a showcase or cheapest-cars list (car-lists-sql.ts). */
  listRows(query: BuiltQuery): Promise<CarListRow[]> {
    return this.dataSource.query<CarListRow[]>(query.sql, query.params);
  }
}
