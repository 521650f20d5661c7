import { ApiProperty } from '@nestjs/swagger';
import { CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { RATE_SOURCES } from './exchange-rate.entity.js';
import { PageDto } from '../../common/pagination/page.dto.js';

export class CurrencyDto {
  @ApiProperty({ enum: CURRENCIES, example: 'JPY' })
  code: CurrencyCode;
  @ApiProperty({ example: 'Japanese Yen', description: 'English name (the web client names currencies per locale)' })
  name: string;
  @ApiProperty({ example: '¥' })
  symbol: string;
  @ApiProperty({ type: 'integer', example: 0, description: 'Digits of the minor unit: amounts in it are rounded to these' })
  decimals: number;
}

export class CurrencyListDto {
  @ApiProperty({ enum: CURRENCIES, example: 'USD', description: 'The base currency: prices are kept in it' })
  base: CurrencyCode;
  @ApiProperty({ type: [CurrencyDto] })
  currencies: CurrencyDto[];
}

export class ExchangeRateDto {
  @ApiProperty({ enum: CURRENCIES, example: 'EUR' })
  currency: CurrencyCode;
  @ApiProperty({ example: '0.92', description: 'Units of `currency` per 1 of the base, a decimal string (at most 8 decimals)' })
  rate: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When it was set (for a rate between two non-USD currencies, the older of their rates)',
  })
  setAt: string;
  @ApiProperty({ example: 'provider', description: `Where it came from: ${RATE_SOURCES.join(', ')} (two joined by ", " for a cross rate)` })
  source: string;
  @ApiProperty({ example: false, description: 'Not set again for more than 24 hours' })
  stale: boolean;
}

export class ExchangeRatesDto {
  @ApiProperty({ enum: CURRENCIES, example: 'USD' })
  base: CurrencyCode;
  @ApiProperty({ type: [ExchangeRateDto], description: 'Every other currency that has a rate, in the order USD, EUR, GBP, JPY' })
  rates: ExchangeRateDto[];
  @ApiProperty({ example: false, description: 'Any of the rates is stale' })
  stale: boolean;
}

export class ConversionDto {
  @ApiProperty({ example: '12500', description: 'The amount converted, as given (normalised)' })
  amount: string;
  @ApiProperty({ enum: CURRENCIES, example: 'USD' })
  fromCurrency: CurrencyCode;
  @ApiProperty({ enum: CURRENCIES, example: 'JPY' })
  toCurrency: CurrencyCode;
  @ApiProperty({ example: '1893750', description: 'In `toCurrency`, rounded half-up to its minor unit (whole yen for JPY)' })
  result: string;
  @ApiProperty({ example: '151.5', description: 'Units of `toCurrency` per 1 `fromCurrency` (shown to 8 decimals; applied exactly)' })
  rate: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the rate was set; null for a currency to itself' })
  rateSetAt: string | null;
  @ApiProperty({ example: 'provider' })
  source: string;
  @ApiProperty({ example: false })
  stale: boolean;
}

export class DetectedCurrencyDto {
  @ApiProperty({ example: 'DE', nullable: true, type: String, description: 'The country found (ISO 3166-1 alpha-2); null when unknown' })
  country: string | null;
  @ApiProperty({ enum: CURRENCIES, example: 'EUR', description: 'EUR in the euro area, GBP in the UK, JPY in Japan, else USD' })
  currencyCode: CurrencyCode;
}

export class CurrencyPreferenceResultDto {
  @ApiProperty({ enum: CURRENCIES, example: 'EUR' })
  currencyCode: CurrencyCode;
  @ApiProperty({ example: true, description: 'Kept on the profile (signed in); false: the client keeps it (anonymous)' })
  saved: boolean;
}

export class ExchangeRateHistoryItemDto {
  @ApiProperty({ example: '42' })
  id: string;
  @ApiProperty({ enum: ['EUR', 'GBP', 'JPY'], example: 'EUR' })
  currency: CurrencyCode;
  @ApiProperty({ example: '0.92', description: 'Per 1 USD' })
  rate: string;
  @ApiProperty({ enum: RATE_SOURCES, example: 'staff' })
  source: string;
  @ApiProperty({ format: 'date-time' })
  setAt: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The staff member who set it; null for demo data and the provider',
  })
  setBy: string | null;
}

export class ExchangeRateHistoryDto extends PageDto(ExchangeRateHistoryItemDto, 1, 'Newest first') {}
