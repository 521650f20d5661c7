import { Body, Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ConvertDto, CurrencyPreferenceDto, DetectCountryDto, RatesQueryDto } from './currencies.requests.js';
import {
  ConversionDto,
  CurrencyListDto,
  CurrencyPreferenceResultDto,
  DetectedCurrencyDto,
  ExchangeRatesDto,
} from './currencies.responses.js';
import { CurrenciesService } from './currencies.service.js';
import { ExchangeRatesService } from './exchange-rates.service.js';
import { ApiErrors, PostAction } from '../../common/api/route-docs.decorator.js';

const UNSUPPORTED = ApiErrors({ 400: `CURRENCY_UNSUPPORTED, "${MESSAGES.CURRENCY_UNSUPPORTED}"` });

/** The currencies (spec §7): all public; a token, when sent, identifies the caller (the preference is then saved). */
@ApiTags('currencies')
@ApiSecurity({})
@ApiBearerAuth('bearer')
@Public()
@Controller('currencies')
export class CurrenciesController {
  constructor(
    private readonly currencies: CurrenciesService,
    private readonly rates: ExchangeRatesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The currencies prices can be shown in: USD (the base), EUR, GBP, JPY' })
  @ApiOkResponse({ type: CurrencyListDto })
  listCurrencies(): CurrencyListDto {
    return this.currencies.list();
  }

  @Get('rates')
  @ApiOperation({
    summary: 'The current exchange rates per 1 of the base currency',
    description:
      'Each with the time it was set, where it came from and `stale` when not set again for more than 24 hours. ' +
      'A currency with no rate yet is left out.',
  })
  @ApiOkResponse({ type: ExchangeRatesDto })
  @UNSUPPORTED
  getExchangeRates(@Query() query: RatesQueryDto): Promise<ExchangeRatesDto> {
    return this.rates.ratesFor(query.base);
  }

  @PostAction('convert')
  @ApiOperation({
    summary: 'Convert an amount at the current rates',
    description:
      'Exact decimal arithmetic through the rates per USD, rounded half-up to the target currency’s minor unit (JPY has none). ' +
      'The answer carries the rate used and when it was set.',
  })
  @ApiOkResponse({ type: ConversionDto })
  @ApiErrors({
    400: `"${MESSAGES.CONVERT_AMOUNT_INVALID}", or "${MESSAGES.CURRENCY_UNSUPPORTED}"`,
    409: `EXCHANGE_RATE_UNAVAILABLE: no rate is set for a currency yet`,
  })
  convertCurrency(@Body() body: ConvertDto): Promise<ConversionDto> {
    return this.currencies.convert(body);
  }

  @Get('detect')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'The caller’s currency, from the country of their IP address',
    description: 'EUR in the euro area, GBP in the UK, JPY in Japan, USD elsewhere and when the country cannot be told.',
  })
  @ApiOkResponse({ type: DetectedCurrencyDto })
  detectCurrency(@Ctx() ctx: RequestContext): Promise<DetectedCurrencyDto> {
    return this.currencies.detectFromIp(ctx.ip);
  }

  @PostAction('detect')
  @ApiOperation({ summary: 'The currency of a country', description: 'EUR in the euro area, GBP in the UK, JPY in Japan, else USD.' })
  @ApiOkResponse({ type: DetectedCurrencyDto })
  @ApiErrors({ 400: `"${MESSAGES.COUNTRY_INVALID}"` })
  detectCurrencyOfCountry(@Body() body: DetectCountryDto): DetectedCurrencyDto {
    return this.currencies.detect(body.country_code);
  }

  @PostAction('preference')
  @ApiOperation({
    summary: 'Choose the currency prices are shown in',
    description: 'Signed in (a bearer token): kept on the profile (`preferredCurrency`). Anonymous: echoed for the client to keep.',
  })
  @ApiOkResponse({ type: CurrencyPreferenceResultDto })
  @UNSUPPORTED
  setCurrencyPreference(@Ctx() ctx: RequestContext, @Body() body: CurrencyPreferenceDto): Promise<CurrencyPreferenceResultDto> {
    return this.currencies.setPreference(ctx, body.currencyCode);
  }
}
