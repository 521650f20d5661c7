import { Body, Controller, Get, Param, Patch, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiPhoto, asPhoto, PHOTO_ID_PARAM, REFERENCE_PARAM, REPORT_NOT_FOUND, SIZE_QUERY } from './damage-reports.controller.js';
import { AdminDamageReportsExportQueryDto, AdminDamageReportsQueryDto, ChangeDamageReportStatusDto } from './damage-reports.requests.js';
import { AdminDamageReportDto, AdminDamageReportListDto } from './damage-reports.responses.js';
import { DamageReportsAdminService } from './damage-reports-admin.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

/** Staff review damage reports: list, export, read with photos, set the status. */
@ApiTags('admin-damage-reports')
@ApiSignedIn()
@StaffOnly()
// One prefix for the list and its sibling export, `/api/admin/damage-reports.csv`.
@Controller('admin')
export class DamageReportsAdminController {
  constructor(private readonly reports: DamageReportsAdminService) {}

  @Get('damage-reports')
  @ApiOperation({
    summary: 'List damage reports, newest first',
    description:
      '`status`; `order` (its id, or a stock id or part of one); `from`/`to` (filed); `q` (reference, description, stock id, car); ' +
      '`sort`: createdAt, status, statusChangedAt or stockId.',
  })
  @ApiOkResponse({ type: AdminDamageReportListDto })
  @ApiErrors({ 400: '' })
  listDamageReports(@Query() query: AdminDamageReportsQueryDto): Promise<AdminDamageReportListDto> {
    return this.reports.listAll(query);
  }

  @CsvExportRoute('damage-reports.csv', {
    summary: 'Export the filtered damage reports as CSV',
    description: LIST_EXPORT,
  })
  exportDamageReports(@Query() query: AdminDamageReportsExportQueryDto): Promise<StreamableFile> {
    return this.reports.exportCsv(query);
  }

  @Get('damage-reports/:reference')
  @REFERENCE_PARAM
  @ApiOperation({ summary: 'A damage report with its photos and customer' })
  @ApiOkResponse({ type: AdminDamageReportDto })
  @REPORT_NOT_FOUND
  getDamageReport(@Param('reference') reference: string): Promise<AdminDamageReportDto> {
    return this.reports.getForStaff(reference);
  }

  @Get('damage-reports/:reference/photos/:photoId')
  @REFERENCE_PARAM
  @PHOTO_ID_PARAM
  @SIZE_QUERY
  @ApiOperation({ summary: 'A photo of a damage report' })
  @ApiProduces('image/webp')
  @ApiPhoto()
  @REPORT_NOT_FOUND
  async getDamagePhoto(
    @Param('reference') reference: string,
    @Param('photoId') photoId: string,
    @Query('size') size?: string,
  ): Promise<StreamableFile> {
    return asPhoto(await this.reports.photoForStaff(reference, photoId, size === 'thumb'));
  }

  @Patch('damage-reports/:reference/status')
  @REFERENCE_PARAM
  @ApiOperation({
    summary: 'Set a damage report’s status, with a note to the customer',
    description: 'submitted → under_review → resolved or rejected (a note is required to reject). The customer is emailed. Audited.',
  })
  @ApiOkResponse({ type: AdminDamageReportDto })
  @ApiErrors({ 400: `A bad status, or "${MESSAGES.DAMAGE_NOTE_REQUIRED_TO_REJECT}"` })
  @REPORT_NOT_FOUND
  @ApiErrors({ 409: '`DAMAGE_REPORT_TRANSITION_NOT_ALLOWED` or `DAMAGE_REPORT_ALREADY_IN_STATUS`' })
  changeDamageReportStatus(
    @Ctx() ctx: RequestContext,
    @Param('reference') reference: string,
    @Body() body: ChangeDamageReportStatusDto,
  ): Promise<AdminDamageReportDto> {
    return this.reports.changeStatus(ctx, reference, body);
  }
}
