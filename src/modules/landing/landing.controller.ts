import { Body, Controller, HttpCode, HttpStatus, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { LandingPageDto, LandingPageRequestDto } from './landing.dto.js';
import { LandingService } from './landing.service.js';

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
      "todayDeal, mostPopular, newArrival and mostAffordable (12 each), cars whose steering suits the country's roads first. " +
      'No or unknown country: the global lists. Also answers at `/api/landing-page/`. Prices only for signed-in callers.',
  })
  @ApiOkResponse({ type: LandingPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'country is not text, or an unknown field was sent' })
  getLandingPage(@Body() body: LandingPageRequestDto, @CurrentUser() me: AuthUser | undefined): Promise<LandingPageDto> {
    return this.landing.getLandingPage(body.country, me !== undefined);
  }

  /** The same call at the spec's path, with its trailing slash. */
  @Post(TRAILING_SLASH)
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  getLandingPageWithSlash(
    @Param('*') rest: string | undefined,
    @Body() body: LandingPageRequestDto,
    @CurrentUser() me: AuthUser | undefined,
  ): Promise<LandingPageDto> {
    if (rest) throw new NotFoundException('Cannot POST /api/landing-page/' + rest);
    return this.landing.getLandingPage(body.country, me !== undefined);
  }
}
