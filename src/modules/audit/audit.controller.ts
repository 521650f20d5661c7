import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { AuditLogPageDto, AuditLogQueryDto } from './audit.dto.js';
import { AuditService } from './audit.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../common/csv/csv-export.decorator.js';

/** The audit log as CSV: /api/admin/audit-log.csv sits beside /api/admin/audit-log. */
@ApiTags('admin-audit-log')
@ApiSignedIn()
@Roles('superadmin')
@Controller('admin')
export class AuditLogExportController {
  constructor(private readonly audit: AuditService) {}

  @CsvExportRoute('audit-log.csv', {
    summary: 'Export the filtered audit log as CSV (superadmin only)',
    description:
      'The same filters and sort as GET /api/admin/audit-log, every page (`page` and `limit` are ignored), up to ' +
      "100,000 entries; before and after are JSON text. Cells a spreadsheet would run as formulas start with '.",
  })
  exportAuditLog(@Query() query: AuditLogQueryDto): Promise<StreamableFile> {
    return this.audit.exportCsv(query);
  }
}

@ApiTags('admin-audit-log')
@ApiSignedIn()
@Roles('superadmin')
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The audit log of staff actions, newest first (superadmin only)',
    description:
      'Each entry names the actor (public id and role at the time), the action (e.g. `user.role_change`), the target ' +
      '(type and public id), the changed fields before and after, the time and the request id. Passwords, hashes and ' +
      'tokens are never recorded. Anyone but a superadmin gets 403 "Permission Denied".',
  })
  @ApiOkResponse({ type: AuditLogPageDto })
  @ApiErrors({ 400: 'An invalid filter, or a start date after the end date' })
  listAuditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.audit.list(query);
  }
}
