import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DEFAULT_PAGE_LIMIT } from './pagination.js';

/**
 * The list and page bodies as the OpenAPI document describes them: `class XListDto extends PageDto(XDto) {}` keeps
 * each list's schema name, and its properties in this order (a parent's come first).
 */

/** `{ items }`: a whole list; `description` says its order or what it holds. */
export function ListDto<T>(item: Type<T>, description?: string) {
  class List {
    @ApiProperty({ type: [item], ...(description ? { description } : {}) })
    items: T[];
  }
  return List;
}

/**
 * A page of a list (paginate): `{ items, total, page, limit }`. `numbers: 'integer'` documents the three counts as
 * integers (as some older pages say), else they are plain numbers.
 */
export function PageDto<T>(item: Type<T>, totalExample = 1, description?: string, numbers: 'number' | 'integer' = 'number') {
  const type = numbers === 'integer' ? { type: 'integer' as const } : {};
  class Page extends ListDto(item, description) {
    @ApiProperty({ ...type, example: totalExample })
    total: number;
    @ApiProperty({ ...type, example: 1 })
    page: number;
    @ApiProperty({ ...type, example: DEFAULT_PAGE_LIMIT })
    limit: number;
  }
  return Page;
}

/** What a staff page says of `total` and `totalEstimated` where it says more than the default. */
export interface TotalDocs {
  total?: string;
  totalEstimated?: string;
}

/** A staff list page (StaffList.page): a page whose `total` may be an estimate. */
export function StaffPageDto<T>(item: Type<T>, totalExample = 1, description?: string, docs: TotalDocs = {}) {
  class StaffPage extends ListDto(item, description) {
    @ApiProperty({ example: totalExample, ...(docs.total ? { description: docs.total } : {}) })
    total: number;

    @ApiProperty({
      example: false,
      description: docs.totalEstimated ?? 'true when `total` is an estimate (more than 10,000 matches; exact up to 10,000)',
    })
    totalEstimated: boolean;
    @ApiProperty({ example: 1 })
    page: number;
    @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
    limit: number;
  }
  return StaffPage;
}

/**
 * A page of a keyset-paged list (keyset-cursor.ts): `{ items, total, totalIsEstimate, page, limit, nextCursor }`;
 * `total` says what it counts and when it is an estimate.
 */
export function CursorPageDto<T>(item: Type<T>, totalDescription: string) {
  class CursorPage extends ListDto(item) {
    @ApiProperty({ example: 1234, description: totalDescription })
    total: number;

    @ApiProperty({ example: false })
    totalIsEstimate: boolean;

    @ApiProperty({ example: 1 })
    page: number;

    @ApiProperty({ example: 20 })
    limit: number;

    @ApiProperty({
      type: String,
      nullable: true,
      description: 'Pass as cursor (with the same filters and sort) for the next page; null on the last page',
    })
    nextCursor: string | null;
  }
  return CursorPage;
}
