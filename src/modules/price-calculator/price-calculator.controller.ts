import { Body, Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CalculatePriceDto } from './price-calculator.requests.js';
import { DestinationsDto, PriceQuoteDto } from './price-calculator.responses.js';
import { PriceCalculatorService } from './price-calculator.service.js';
import { ApiErrors, PostAction } from '../../common/api/route-docs.decorator.js';

/** The price calculator's public routes (spec §7). */
@ApiTags('price-calculator')
// Public, with an optional token: a signed-in caller may quote a car's own price.
@ApiSecurity({})
@ApiBearerAuth('bearer')
@Public()
@Controller('price-calculator')
export class PriceCalculatorController {
  constructor(private readonly calculator: PriceCalculatorService) {}

  @PostAction('calculate-price')
  @ApiOperation({
    summary: 'An itemised delivered-price quote for a car or an FOB amount',
    description:
      'Public. Lines: FOB price, inland transport, port charges, documentation fee, pre-export inspection (when asked for, ' +
      'or always where the destination requires it: `required: true`), freight (CFR and CIF: RoRo = the car’s m³ × the ' +
      'port’s rate; container = the container price / cars per container) and marine insurance (CIF always, CFR when ' +
      'asked: on the value of the lines above it, from $30, cover up to $10,000 and never above that value). Each in USD ' +
      'and in the chosen currency (rounded to its minor unit; JPY none), with the exchange rate and its time and how ' +
      'long the quote holds. A car (`stockRef`) gives its volume and import eligibility to anyone; its FOB price is used ' +
      'only for signed-in callers — anonymous callers send their own `fobAmount`, which always wins when given.',
  })
  @ApiOkResponse({ type: PriceQuoteDto })
  @ApiErrors({
    400: 'Invalid fields (details): QUOTE_PRICE_REQUIRED, QUOTE_VOLUME_REQUIRED, INSPECTION_NOT_OFFERED, …',
    401: `Anonymous caller quoting a car without an fobAmount: QUOTE_REQUIRES_SIGN_IN, "${MESSAGES.QUOTE_REQUIRES_SIGN_IN}"`,
    404: `Unknown car: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"; no such port and method: FREIGHT_RATE_NOT_FOUND`,
    503: 'EXCHANGE_RATE_UNAVAILABLE',
  })
  calculatePrice(@Ctx() ctx: RequestContext, @Body() body: CalculatePriceDto): Promise<PriceQuoteDto> {
    return this.calculator.calculate(ctx, body);
  }

  @Get('destinations')
  @ApiOperation({
    summary: 'Where one can get a quote for',
    description:
      'Every country with a freight rate or import rules on file, with its ports and their methods (RoRo, container), ' +
      'whether it requires a pre-export inspection and its fee.',
  })
  @ApiOkResponse({ type: DestinationsDto })
  listDestinations(): Promise<DestinationsDto> {
    return this.calculator.destinations();
  }
}
