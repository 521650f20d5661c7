import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { CarSearchService } from './car-search.service.js';
import { CarFacetsQueryDto, CarSearchQueryDto } from './cars.query.js';
import { CarDetailDto, CarFacetsDto, CarListDto } from './cars.responses.js';
import { CarDetails } from './car-details.service.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiKeyScope } from '../../common/auth/api-key-scope.decorator.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

const PRICES_FOR_SIGNED_IN =
  'Public. With a valid Bearer token the caller is signed in and sees FOB prices; anonymous callers never receive a price.';
const PRICE_REFUSED = ApiErrors({
  401: `Anonymous caller filtering or sorting by price: PRICE_REQUIRES_SIGN_IN, "${MESSAGES.PRICE_REQUIRES_SIGN_IN}"`,
});

/** The catalogue's public routes. Who sees a price is the services' call to canSeePrice (common/pricing): the caller goes down as is. */
@ApiTags('cars')
// Public, with an optional token: OpenAPI's way of saying so is "no requirement, or bearer".
@ApiSecurity({})
@ApiBearerAuth('bearer')
@Public()
@Controller('cars')
export class CarsController {
  constructor(
    private readonly search: CarSearchService,
    private readonly details: CarDetails,
  ) {}

  @Get()
  @ApiKeyScope('catalogue:read')
  @ApiOperation({
    summary: 'Search the catalogue (sold, in-transit, delivered and withdrawn cars are never listed)',
    description:
      `${PRICES_FOR_SIGNED_IN} Filters combine with AND. Page with page/limit (up to 10,000 results deep) or, ` +
      'for any depth and stable results, with cursor = the previous nextCursor. Unknown parameters are refused (400).',
  })
  @ApiOkResponse({ type: CarListDto })
  @ApiErrors({ 400: 'Invalid parameters (details), INVALID_CURSOR or PAGE_TOO_DEEP' })
  @PRICE_REFUSED
  searchCars(@Query() query: CarSearchQueryDto, @CurrentUser() viewer?: AuthUser): Promise<CarListDto> {
    return this.search.search(query, viewer);
  }

  @Get('facets')
  @ApiKeyScope('catalogue:read')
  @ApiOperation({
    summary: 'Sidebar counts for the current filters',
    description:
      `${PRICES_FOR_SIGNED_IN} Each facet counts the cars matching every other active filter (the make facet ignores make ` +
      'and model). Counts over very large sets come from a sample of the catalogue and are flagged by approximate. ' +
      'Answers are cached for a minute per catalogue version.',
  })
  @ApiOkResponse({ type: CarFacetsDto })
  @ApiErrors({ 400: 'Invalid parameters (details)' })
  @PRICE_REFUSED
  getCarFacets(@Query() query: CarFacetsQueryDto, @CurrentUser() viewer?: AuthUser): Promise<CarFacetsDto> {
    return this.search.facets(query, viewer);
  }

  @Get('detail/ref/:ref')
  @ApiKeyScope('catalogue:read')
  @ApiOperation({
    summary: 'One listed car by its stock id, with gallery, features, auction sheet and badges',
    description: `${PRICES_FOR_SIGNED_IN} Counts a view.`,
  })
  @ApiParam({ name: 'ref', description: 'Stock id', example: 'AB1234567' })
  @ApiOkResponse({ type: CarDetailDto })
  @ApiErrors({ 404: `Unknown, malformed, sold or in-transit: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"` })
  getCarByRef(@Ctx() ctx: RequestContext, @Param('ref') ref: string): Promise<CarDetailDto> {
    return this.details.getByRef(ctx, ref);
  }
}
