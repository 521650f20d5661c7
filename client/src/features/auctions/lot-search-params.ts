import type { QueryValues } from '../../lib/paths';

/** Results per page of the auction search ("load more" follows the cursor). */
export const LOT_PAGE_SIZE = 24;

export const LOT_SORTS = ['startsAt', 'year', 'mileage'] as const;
export type LotSort = (typeof LOT_SORTS)[number];

/** The grades offered as filters (the overall grade of the auction sheet). */
export const GRADES = ['6', '5', '4.5', '4', '3.5', '3', 'R'] as const;

/** The auction search's filters as the URL keeps them (the names of GET /api/auctions/lots's query). */
export interface LotFilters {
  make?: string;
  model?: string;
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  grade?: string[];
  auctionHouse?: string;
  auctionDate?: string;
  q?: string;
  sort?: LotSort;
}

const text = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
};
const int = (params: URLSearchParams, name: string, min: number, max: number) => {
  const value = text(params, name);
  if (value === undefined || !/^\d{1,8}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** Reads the URL's query; anything malformed is dropped (a shared link never turns into a 400). */
export function parseLotSearch(search: string): LotFilters {
  const params = new URLSearchParams(search);
  const filters: LotFilters = {};
  const make = text(params, 'make')?.toLowerCase();
  if (make && /^[a-z0-9][a-z0-9-]{0,59}$/.test(make)) filters.make = make;
  const model = text(params, 'model');
  if (model && model.length <= 80) filters.model = model;
  filters.yearMin = int(params, 'yearMin', 1900, 2100);
  filters.yearMax = int(params, 'yearMax', 1900, 2100);
  if (filters.yearMin !== undefined && filters.yearMax !== undefined && filters.yearMin > filters.yearMax) delete filters.yearMax;
  filters.mileageMax = int(params, 'mileageMax', 0, 10_000_000);
  const grades = params
    .getAll('grade')
    .flatMap((g) => g.split(','))
    .map((g) => g.trim().toUpperCase())
    .filter((g) => /^[A-Z0-9.*]{1,8}$/.test(g));
  if (grades.length) filters.grade = [...new Set(grades)].slice(0, 10);
  const house = text(params, 'auctionHouse');
  if (house && house.length <= 60) filters.auctionHouse = house;
  const day = text(params, 'auctionDate');
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) filters.auctionDate = day;
  const q = text(params, 'q');
  if (q && /^[A-Za-z0-9 -]{1,40}$/.test(q)) filters.q = q;
  const sort = text(params, 'sort');
  if (sort && (LOT_SORTS as readonly string[]).includes(sort) && sort !== 'startsAt') filters.sort = sort as LotSort;
  for (const key of Object.keys(filters) as (keyof LotFilters)[]) if (filters[key] === undefined) delete filters[key];
  return filters;
}

/** The filters as query values, in a fixed order (URL and API alike); grades comma-separated. */
export function toLotQuery(filters: LotFilters): QueryValues & { grade?: string } {
  return {
    make: filters.make,
    model: filters.model,
    yearMin: filters.yearMin,
    yearMax: filters.yearMax,
    mileageMax: filters.mileageMax,
    grade: filters.grade?.length ? filters.grade.join(',') : undefined,
    auctionHouse: filters.auctionHouse,
    auctionDate: filters.auctionDate,
    q: filters.q,
    sort: filters.sort,
  };
}

/** How many filters are set (sort is not a filter). */
export const countLotFilters = (filters: LotFilters): number =>
  Object.entries(filters).filter(([key, value]) => key !== 'sort' && value !== undefined).length;
