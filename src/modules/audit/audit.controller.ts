import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { AuditLogPageDto, AuditLogQueryDto } from './audit.dto.js';
import { AuditService } from './audit.service.js';

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
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An invalid filter, or a start date after the end date' })
  listAuditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.audit.list(query);
  }
}
