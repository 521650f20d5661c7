import { Body, Get, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { RatesHistoryQueryDto, SetRatesDto } from './currencies.requests.js';
import { ExchangeRateHistoryDto, ExchangeRatesDto } from './currencies.responses.js';
import { ExchangeRatesService } from './exchange-rates.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../common/csv/csv-export.decorator.js';

/** Staff: the exchange rates' history, and setting rates by hand (audited). */
@StaffController('admin/currencies', 'admin-currencies')
export class CurrenciesAdminController {
  constructor(private readonly rates: ExchangeRatesService) {}

  @Get('rates/history')
  @ApiOperation({ summary: 'Every exchange rate ever set, newest first', description: '`currency` (EUR, GBP, JPY) narrows it to one.' })
  @ApiOkResponse({ type: ExchangeRateHistoryDto })
  @ApiErrors({ 400: '' })
  listExchangeRateHistory(@Query() query: RatesHistoryQueryDto): Promise<ExchangeRateHistoryDto> {
    return this.rates.history(query);
  }

  @CsvExportRoute('rates/history.csv', {
    summary: 'Export the exchange rates’ history as CSV',
    description: 'The same `currency` filter as the history, every page.',
  })
  exportExchangeRateHistory(@Query() query: RatesHistoryQueryDto): Promise<StreamableFile> {
    return this.rates.exportHistoryCsv(query);
  }

  @Put('rates')
  @ApiOperation({
    summary: 'Set exchange rates now',
    description: 'Units of each currency per 1 USD; give one or more of EUR, GBP, JPY. Each becomes the current rate (source `staff`).',
  })
  @ApiOkResponse({ type: ExchangeRatesDto, description: 'The current rates per 1 USD' })
  @ApiErrors({ 400: `"${MESSAGES.EXCHANGE_RATES_REQUIRED}", or "${MESSAGES.EXCHANGE_RATE_INVALID}"` })
  setExchangeRates(@Ctx() ctx: RequestContext, @Body() body: SetRatesDto): Promise<ExchangeRatesDto> {
    return this.rates.setRates(ctx, body);
  }
}
