import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ImportEligibilityService } from './import-eligibility.service.js';
import { EligibilityQueryDto } from '../import-rules/import-rules.requests.js';
import { ImportEligibilityDto } from '../import-rules/import-rules.responses.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** Whether a listed car can be imported to a country (issue 11): the car page's "Import to your country". */
@ApiTags('cars')
@Public()
@Controller('cars/detail/ref/:ref/import-eligibility')
export class ImportEligibilityController {
  constructor(private readonly eligibility: ImportEligibilityService) {}

  @Get()
  @ApiParam({ name: 'ref', description: 'Stock id', example: 'AB1234567' })
  @ApiOperation({
    summary: 'Whether the car can be imported to a country, and every reason why not',
    description:
      'Public (no price). For `country`, or else the caller’s country found from their IP address (countryDetected: true). ' +
      'Without a country, or without rules on file for it, eligible is null and rulesOnFile says which. Counts no view.',
  })
  @ApiOkResponse({ type: ImportEligibilityDto })
  @ApiErrors({
    400: 'country is not an ISO code (COUNTRY_INVALID, details)',
    404: `Unknown, malformed, sold or in-transit: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"`,
  })
  getCarImportEligibility(
    @Ctx() ctx: RequestContext,
    @Param('ref') ref: string,
    @Query() query: EligibilityQueryDto,
  ): Promise<ImportEligibilityDto> {
    return this.eligibility.forCar(ctx, ref, query.country);
  }
}
