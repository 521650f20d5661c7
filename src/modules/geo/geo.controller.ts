import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { GeoResultDto } from './geo.dto.js';
import { GeoService } from './geo.service.js';
import { normalizeIp } from './ip-address.js';

@ApiTags('geo')
@Public()
@Controller('geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Where the caller is: the country of their IP address',
    description:
      'From the offline GeoLite2 country database, IPv4 and IPv6. That database has no coordinates and no cities, so ' +
      '`latitude`, `longitude` and `city` are always null; `country` is null when it cannot be told. Never an error. ' +
      '`X-Forwarded-For` counts only from the configured proxies (TRUSTED_PROXIES, or any with TRUST_PROXY=true).',
  })
  @ApiOkResponse({ type: GeoResultDto })
  async lookUpGeo(@Ctx() ctx: RequestContext): Promise<GeoResultDto> {
    return { ip: normalizeIp(ctx.ip), latitude: null, longitude: null, city: null, country: await this.geo.countryOf(ctx.ip) };
  }
}
