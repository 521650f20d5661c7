import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { AdminSearchQueryDto, AdminSearchResultDto } from './admin-search.dto.js';
import { AdminSearchService } from './admin-search.service.js';
import { DashboardDto } from './dashboard.responses.js';
import { DashboardService } from './dashboard.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';

/** The back office's home: today's work and the last 90 days, and the search box of its header. */
@StaffController('admin', 'admin-dashboard')
export class DashboardAdminController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly searchService: AdminSearchService,
  ) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'Today’s work and the charts of the last 90 days',
    description:
      'Work (live): reservations whose hold ends today or tomorrow (Asia/Tokyo), remittance copies awaiting review, ' +
      'unanswered inquiries, reviews to moderate, open car requests — each a count and the first few, with the ids ' +
      'their pages need. Charts (cached up to 60 s): per Tokyo day, car views, inquiries, reservations and sales ' +
      '(deposits received), and the period’s sales by destination country and by make. Money as decimal strings.',
  })
  @ApiOkResponse({ type: DashboardDto })
  getDashboard(): Promise<DashboardDto> {
    return this.dashboard.get();
  }

  @Get('search')
  @ApiOperation({
    summary: 'Find cars, customers and orders from one search box',
    description:
      'Cars by stock id (or its start), accounts by email, full name or last name (their start, case-insensitive), ' +
      'orders by id (or its first characters), invoice number or stock id. At most 8 of each.',
  })
  @ApiOkResponse({ type: AdminSearchResultDto })
  @ApiErrors({ 400: `SEARCH_QUERY_TOO_SHORT, "${MESSAGES.SEARCH_QUERY_TOO_SHORT}"` })
  searchBackOffice(@Query() query: AdminSearchQueryDto): Promise<AdminSearchResultDto> {
    return this.searchService.search(query.q);
  }
}
