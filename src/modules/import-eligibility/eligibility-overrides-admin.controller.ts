import { Body, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CreateEligibilityOverrideDto, EligibilityOverridesQueryDto } from './eligibility-overrides.requests.js';
import { EligibilityOverrideDto, EligibilityOverrideListDto } from './eligibility-overrides.responses.js';
import { EligibilityOverridesService } from './eligibility-overrides.service.js';
import { ELIGIBILITY_OVERRIDE_VALID_DAYS } from '../import-rules/import-eligibility.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';

/**
 * Staff overrides of import eligibility (issue 24 §3): a written, audited permission for one customer's next
 * reservation of one car to one country whose import rules refuse it. Staff placing a won auction car's order
 * themselves give their reason with the order instead (`eligibilityOverrideReason`).
 */
@StaffController('admin/eligibility-overrides', 'admin-import-rules')
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
  @ApiErrors({
    400: 'Invalid fields (details); CUSTOMER_ID_INVALID for an unknown customer',
    404: `A car not listed: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"`,
    409: `The rules do not refuse the car there: ELIGIBILITY_OVERRIDE_NOT_NEEDED, "${MESSAGES.ELIGIBILITY_OVERRIDE_NOT_NEEDED}"`,
  })
  createEligibilityOverride(@Ctx() ctx: RequestContext, @Body() body: CreateEligibilityOverrideDto): Promise<EligibilityOverrideDto> {
    return this.overrides.create(ctx, body);
  }

  @Get()
  @ApiOperation({ summary: 'Eligibility overrides, newest first', description: 'Filter by customer, car (stock id) or status.' })
  @ApiOkResponse({ type: EligibilityOverrideListDto })
  @ApiErrors({ 400: '' })
  listEligibilityOverrides(@Query() query: EligibilityOverridesQueryDto): Promise<EligibilityOverrideListDto> {
    return this.overrides.list(query);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: 'The override id' })
  @ApiOperation({ summary: 'Revoke an override not used yet', description: 'Audited. Revoking one already revoked changes nothing.' })
  @ApiOkResponse({ type: EligibilityOverrideDto })
  @ApiErrors({
    404: `ELIGIBILITY_OVERRIDE_NOT_FOUND, "${MESSAGES.ELIGIBILITY_OVERRIDE_NOT_FOUND}"`,
    409: `Used by a reservation already: ELIGIBILITY_OVERRIDE_NOT_OPEN, "${MESSAGES.ELIGIBILITY_OVERRIDE_NOT_OPEN}"`,
  })
  revokeEligibilityOverride(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<EligibilityOverrideDto> {
    return this.overrides.revoke(ctx, id);
  }
}
