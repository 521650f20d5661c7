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
    summary: 'Where the caller is: the country, city and coordinates of their IP address',
    description:
      'From the offline GeoLite2 country and city databases, IPv4 and IPv6. `country` is null when it cannot be told; ' +
      '`city` is null where the database places the address only in its country, and `latitude`/`longitude` then ' +
      'are its guess for the whole country; all are null for a private or loopback address. Never an error. ' +
      '`X-Forwarded-For` counts only from the configured proxies (TRUSTED_PROXIES, or any with TRUST_PROXY=true).',
  })
  @ApiOkResponse({ type: GeoResultDto })
  async lookUpGeo(@Ctx() ctx: RequestContext): Promise<GeoResultDto> {
    const { latitude, longitude, city, country } = await this.geo.locate(ctx.ip);
    return { ip: normalizeIp(ctx.ip), latitude, longitude, city, country };
  }
}
