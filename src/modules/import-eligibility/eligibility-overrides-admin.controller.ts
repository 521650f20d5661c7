import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CreateEligibilityOverrideDto, EligibilityOverridesQueryDto } from './eligibility-overrides.requests.js';
import { EligibilityOverrideDto, EligibilityOverrideListDto } from './eligibility-overrides.responses.js';
import { EligibilityOverridesService } from './eligibility-overrides.service.js';
import { ELIGIBILITY_OVERRIDE_VALID_DAYS } from '../import-rules/import-eligibility.js';

/**
 * Staff overrides of import eligibility (issue 24 §3): a written, audited permission for one customer's next
 * reservation of one car to one country whose import rules refuse it. Staff placing a won auction car's order
 * themselves give their reason with the order instead (`eligibilityOverrideReason`).
 */
@ApiTags('admin-import-rules')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/eligibility-overrides')
export class EligibilityOverridesAdminController {
  constructor(private readonly overrides: EligibilityOverridesService) {}

  @Post()
  @ApiOperation({
    summary: 'Let one customer’s next reservation of a car through to a country whose rules refuse it',
    description:
      'A reservation (POST /api/orders) to a destination whose import rules refuse the car (too old, too new, wrong steering, ' +
      'imports not allowed) is a 409 `IMPORT_NOT_ELIGIBLE` listing each reason. With an override for that customer, car and ' +
      `country, their next such reservation goes through and uses it up (audited \`eligibility_override.use\`, the reason copied ` +
      `into the order’s own audit entry). An override unused after ${ELIGIBILITY_OVERRIDE_VALID_DAYS} days, or revoked, lets ` +
      'nothing through. The reason (1–500 characters) is required; the creation is audited with it.',
  })
  @ApiCreatedResponse({ type: EligibilityOverrideDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid fields (details); CUSTOMER_ID_INVALID for an unknown customer' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: `A car not listed: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"` })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: `The rules do not refuse the car there: ELIGIBILITY_OVERRIDE_NOT_NEEDED, "${MESSAGES.ELIGIBILITY_OVERRIDE_NOT_NEEDED}"`,
  })
  createEligibilityOverride(@Ctx() ctx: RequestContext, @Body() body: CreateEligibilityOverrideDto): Promise<EligibilityOverrideDto> {
    return this.overrides.create(ctx, body);
  }

  @Get()
  @ApiOperation({ summary: 'Eligibility overrides, newest first', description: 'Filter by customer, car (stock id) or status.' })
  @ApiOkResponse({ type: EligibilityOverrideListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listEligibilityOverrides(@Query() query: EligibilityOverridesQueryDto): Promise<EligibilityOverrideListDto> {
    return this.overrides.list(query);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: 'The override id' })
  @ApiOperation({ summary: 'Revoke an override not used yet', description: 'Audited. Revoking one already revoked changes nothing.' })
  @ApiOkResponse({ type: EligibilityOverrideDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: `ELIGIBILITY_OVERRIDE_NOT_FOUND, "${MESSAGES.ELIGIBILITY_OVERRIDE_NOT_FOUND}"` })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: `Used by a reservation already: ELIGIBILITY_OVERRIDE_NOT_OPEN, "${MESSAGES.ELIGIBILITY_OVERRIDE_NOT_OPEN}"`,
  })
  revokeEligibilityOverride(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<EligibilityOverrideDto> {
    return this.overrides.revoke(ctx, id);
  }
}
