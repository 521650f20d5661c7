import { Body, Controller, HttpCode, HttpStatus, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { LandingPageRequestDto, LandingPageResponseDto } from './landing.dto.js';
import { LandingService } from './landing.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/**
 * Nest strips a route's trailing slash and Fastify matches paths strictly, yet existing clients call
 * `POST /api/landing-page/` (spec §7). Fastify's wildcard is the one route parameter that may be empty, so
 * `landing-page/*` matches that exact path; anything after the slash is answered as an unknown route.
 */
const TRAILING_SLASH = '*';

@ApiTags('landing')
@Controller('landing-page')
export class LandingController {
  constructor(private readonly landing: LandingService) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "The home page's lists, tailored to the visitor's country",
    description:
      'The page under `landingPage` (spec §7): todayDeal, mostPopular, newArrival and mostAffordable (12 each), cars whose ' +
      "steering suits the country's roads first. Without a country, the caller's (from its IP address); unknown: the global lists. Also answers at " +
      '`/api/landing-page/`, the same. Prices only for signed-in callers.',
  })
  @ApiOkResponse({ type: LandingPageResponseDto })
  @ApiErrors({ 400: 'country is not text, or an unknown field was sent' })
  async getLandingPage(@Ctx() ctx: RequestContext, @Body() body: LandingPageRequestDto): Promise<LandingPageResponseDto> {
    return { landingPage: await this.landing.getLandingPage(ctx, body.country) };
  }

  /** The same call at the spec's path, with its trailing slash. */
  @Post(TRAILING_SLASH)
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  getLandingPageWithSlash(
    @Ctx() ctx: RequestContext,
    @Param('*') rest: string | undefined,
    @Body() body: LandingPageRequestDto,
  ): Promise<LandingPageResponseDto> {
    if (rest) throw new NotFoundException('Cannot POST /api/landing-page/' + rest);
    return this.getLandingPage(ctx, body);
  }
}
