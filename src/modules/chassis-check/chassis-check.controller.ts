import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ChassisCheckDto } from './chassis-check.requests.js';
import { ChassisCheckResultDto } from './chassis-check.responses.js';
import { ChassisCheckService } from './chassis-check.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** The public chassis check (spec §2, §5, §7; issue 10). */
@ApiTags('chassis-check')
@Controller('chassis-check')
export class ChassisCheckController {
  constructor(private readonly chassisCheck: ChassisCheckService) {}

  @Post()
  @Public()
  // Public, with an optional token (a signed-in caller also sees auction lots' hammer prices).
  @ApiSecurity({})
  @ApiBearerAuth('bearer')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'What we hold for a chassis number',
    description:
      'The stock cars of that maker recorded under the chassis number (stock id, year, mileage, status; in every status, ' +
      'sold and delivered ones included; never a price) and their auction sheets (date, mileage, grades), so a buyer can ' +
      'spot a rolled-back odometer (`mileageWentBack`); and the auction lots under it that have come up, with their results ' +
      '(a hammer price only for signed-in callers). Nothing held: 200 with `found: false` and a message. The maker ' +
      'matches a make’s name or slug, the chassis number ignoring case, spaces and dashes. Throttled per IP: 429 with Retry-After.',
  })
  @ApiOkResponse({ type: ChassisCheckResultDto })
  @ApiErrors({
    400:
      `"${MESSAGES.CHASSIS_CHECK_REQUIRED}" (either missing or blank); "${MESSAGES.CHASSIS_NUMBER_INVALID}"; ` +
      'a field that is not text or too long',
    429: `"${MESSAGES.TOO_MANY_REQUESTS}", with Retry-After`,
  })
  checkChassis(
    @Ctx() ctx: RequestContext,
    @Body() body: ChassisCheckDto,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<ChassisCheckResultDto> {
    return this.chassisCheck.check(ctx, body, viewer);
  }
}
