import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key-scope.decorator.js';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CarLandedPriceQueryDto } from './price-calculator.requests.js';
import { CarLandedPriceDto } from './price-calculator.responses.js';
import { PriceCalculatorService } from './price-calculator.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** The car page's landed total (issue 24 §2): the one engine's price of this car to the buyer's port. */
@ApiTags('cars')
@ApiSignedIn()
@Controller('cars/detail/ref/:ref/landed-price')
export class CarLandedPriceController {
  constructor(private readonly calculator: PriceCalculatorService) {}

  @Get()
  @ApiKeyScope('catalogue:read')
  @ApiParam({ name: 'ref', description: 'Stock id', example: 'AB1234567' })
  @ApiOperation({
    summary: 'The landed price of this car to my port, as the reservation will invoice it',
    description:
      'Signed-in callers only (anonymous visitors never receive a price). Computed by the same engine and over the same ' +
      'tables as the price calculator, the reservation’s price snapshot and the proforma invoice, so the four agree to ' +
      'the cent: the FOB price, the charges in Japan, the pre-export inspection where the destination requires it, ' +
      'ocean freight by the port’s own rate (CFR, CIF) and marine insurance (CIF; CFR with `insurance=true`). Without ' +
      '`country`, my profile’s import country and port are used (`source: profile`): my port by RoRo, else by ' +
      'container, else the first port of my country we ship to (the answer names it); terms default to CIF (prices are ' +
      'normally CIF unless stated), the currency to my preferred one. With neither a country asked for nor one on my ' +
      'profile, or no freight rate to my country, `quote` is null and the page shows the FOB price alone.',
  })
  @ApiOkResponse({ type: CarLandedPriceDto })
  @ApiErrors({
    400: 'Invalid parameters (details); `port` missing with a `country`',
    404: `Unknown, sold or in-transit car: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"; no rate to that port: FREIGHT_RATE_NOT_FOUND`,
    503: 'EXCHANGE_RATE_UNAVAILABLE',
  })
  getCarLandedPrice(
    @Ctx() ctx: RequestContext,
    @Param('ref') ref: string,
    @Query() query: CarLandedPriceQueryDto,
  ): Promise<CarLandedPriceDto> {
    return this.calculator.carEstimate(ctx, ref, query);
  }
}
