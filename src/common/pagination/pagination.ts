import type { Type } from '@nestjs/common';
import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { rule, says } from '../validation/rules.js';

// DESIGN.md §5 lists: `?page=&limit=` (limit capped at 100) answering { items, total, page, limit }.
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/** Query strings arrive as text: "2" becomes 2, anything else is left for the validator to refuse. */
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

/** One error per field: a whole number of at least 1. */
const IsPositiveInt = (label: string) =>
  rule('isPositiveInt', 'format', (v) => Number.isInteger(v) && (v as number) >= 1, says(Msg.FIELD_AT_LEAST_ONE, { label }));

export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1, example: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsPositiveInt('Page')
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_LIMIT,
    default: DEFAULT_PAGE_LIMIT,
    example: DEFAULT_PAGE_LIMIT,
    description: `Items per page; larger values are capped at ${MAX_PAGE_LIMIT}`,
  })
  @IsOptional()
  @Transform(toInt)
  @IsPositiveInt('Limit')
  limit?: number;
}

/** A list's CSV export query: the list's filters and sort, without paging. `class XExportQueryDto extends ExportQueryOf(XQueryDto) {}` */
export const ExportQueryOf = <T extends PageQueryDto>(query: Type<T>) => OmitType(query, ['page', 'limit'] as const);

export interface Paging {
  page: number;
  limit: number;
  /** Rows to skip before this page. */
  skip: number;
}

/** The page actually served: from 1, limit defaulted and capped at 100. */
export function resolvePaging(page: number | undefined, limit: number | undefined): Paging {
  const p = page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1;
  const l = limit !== undefined && Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_PAGE_LIMIT) : DEFAULT_PAGE_LIMIT;
  return { page: p, limit: l, skip: (p - 1) * l };
}
