import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DEFAULT_PAGE_LIMIT } from './pagination.js';

/**
 * The body of a staff list page (StaffList.page) as the OpenAPI document describes it: `class XListDto extends
 * StaffPageDto(XDto) {}` keeps each list's schema name and its properties in this order.
 */
export function StaffPageDto<T>(item: Type<T>, totalExample = 1) {
  class StaffPage {
    @ApiProperty({ type: [item] })
    items: T[];
    @ApiProperty({ example: totalExample })
    total: number;

    @ApiProperty({ example: false, description: 'true when `total` is an estimate (more than 10,000 matches; exact up to 10,000)' })
    totalEstimated: boolean;
    @ApiProperty({ example: 1 })
    page: number;
    @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
    limit: number;
  }
  return StaffPage;
}
