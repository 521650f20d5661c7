import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { SHIPPING_METHODS, type ShippingMethod, TRADE_TERMS, type TradeTerms } from './shipping-terms.js';
import { CHARGE_KEYS, CHARGE_METHODS, type ChargeKey, type ChargeMethod, QUOTE_LINE_KEYS, type QuoteLineKey } from './price-quote-rules.js';
import { IneligibilityReasonDto } from '../import-rules/import-rules.responses.js';
import { ListDto, PageDto } from '../../common/pagination/page.dto.js';

/* ------------------------------------------------------------------------------------------------ the quote */

export class QuoteLineDto {
  @ApiProperty({ enum: QUOTE_LINE_KEYS, example: 'freight', description: 'What the line is; the client words it' })
  key: QuoteLineKey;
  @ApiProperty({ example: '1026.38', description: 'USD, two decimals' })
  amountUsd: string;
  @ApiProperty({ example: '155497', description: 'In the chosen currency, rounded to its minor unit (JPY: none)' })
  amount: string;

  @ApiPropertyOptional({ enum: SHIPPING_METHODS, description: 'freight' })
  method?: ShippingMethod;
  @ApiPropertyOptional({ example: '12.075', description: 'freight (RoRo): the car’s volume in m³' })
  volumeM3?: string;
  @ApiPropertyOptional({ example: '85.00', description: 'freight (RoRo): USD per m³' })
  ratePerM3Usd?: string;
  @ApiPropertyOptional({ example: '3200.00', description: 'freight (container): USD per 20 ft container' })
  containerUsd?: string;
  @ApiPropertyOptional({ example: 4, description: 'freight (container): cars sharing it' })
  carsPerContainer?: number;
  @ApiPropertyOptional({ example: true, description: 'inspection: the destination requires it (it cannot be left out)' })
  required?: boolean;
  @ApiPropertyOptional({ example: 'QISJ', description: 'inspection: the agency' })
  agency?: string;
  @ApiPropertyOptional({ example: '6356.38', description: 'insurance: the cover, at most $10,000 and never above the insured value' })
  coverUsd?: string;
  @ApiPropertyOptional({ example: '1.5', description: 'insurance: premium rate, percent of the cover (from $30)' })
  ratePercent?: string;
  @ApiPropertyOptional({ example: '6356.38', description: 'insurance: the value insured (the lines above it)' })
  insuredValueUsd?: string;
}

export class QuoteExchangeRateDto {
  @ApiProperty({ enum: ['USD'], example: 'USD' })
  base: 'USD';
  @ApiProperty({ enum: CURRENCIES, example: 'JPY' })
  currency: CurrencyCode;
  @ApiProperty({ example: '151.5', description: 'Units of currency per USD' })
  rate: string;
  @ApiProperty({ format: 'date-time', description: 'When the rate was set' })
  setAt: string;
  @ApiProperty({ example: 'demo' })
  source: string;
}

export class QuoteDestinationDto {
  @ApiProperty({ example: 'PK' })
  countryCode: string;
  @ApiProperty({ example: 'Karachi' })
  port: string;
  @ApiProperty({ enum: SHIPPING_METHODS })
  method: ShippingMethod;
  @ApiProperty({ type: 'integer', nullable: true, example: 18, description: 'Typical days at sea' })
  transitDays: number | null;
}

export class QuoteCarDto {
  @ApiProperty({ example: 'AB1234567' })
  stockRef: string;
  @ApiProperty({ example: 2021 })
  year: number;
  @ApiProperty({ example: '12.075', description: 'm³: what RoRo freight is charged by' })
  volumeM3: string;
}

export class QuoteEligibilityDto {
  @ApiProperty({ example: 'KE' })
  countryCode: string;
  @ApiProperty({ type: Boolean, nullable: true, description: 'null: no import rules on file for the country' })
  eligible: boolean | null;
  @ApiProperty({ type: [IneligibilityReasonDto] })
  reasons: IneligibilityReasonDto[];
  @ApiProperty({ type: 'integer', nullable: true, example: 5 })
  ageYears: number | null;
  @ApiProperty({ example: true })
  inspectionRequired: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'QISJ' })
  inspectionAgency: string | null;
  @ApiProperty({ example: 'Up to 8 years from the year of first registration.', description: 'Staff’s notes, in English' })
  notes: string;
}

export class PriceQuoteDto {
  @ApiProperty({ enum: TRADE_TERMS })
  tradeTerms: TradeTerms;
  @ApiProperty({ type: QuoteDestinationDto })
  destination: QuoteDestinationDto;
  @ApiProperty({ enum: CURRENCIES, example: 'USD' })
  currency: CurrencyCode;
  @ApiProperty({ enum: ['car', 'amount'], description: 'Whose FOB price: the car’s (signed-in callers) or the amount sent' })
  fobSource: 'car' | 'amount';
  @ApiProperty({ type: [QuoteLineDto], description: 'In order: FOB price, Japanese charges, inspection, freight, insurance' })
  lines: QuoteLineDto[];
  @ApiProperty({ example: '6356.38', description: 'USD: every line before insurance' })
  subtotalUsd: string;
  @ApiProperty({ example: '962992', description: 'The USD subtotal in the currency' })
  subtotal: string;
  @ApiProperty({ example: '6451.73' })
  totalUsd: string;
  @ApiProperty({ example: '977437', description: 'The USD total in the currency, rounded to its minor unit' })
  total: string;
  @ApiProperty({ example: true, description: 'Marine insurance is in the quote (CIF always; CFR when asked; FOB never)' })
  insured: boolean;
  @ApiProperty({ example: true, description: 'Pre-export inspection is in the quote' })
  inspected: boolean;
  @ApiProperty({ type: QuoteExchangeRateDto })
  exchangeRate: QuoteExchangeRateDto;
  @ApiProperty({ format: 'date-time' })
  quotedAt: string;
  @ApiProperty({ format: 'date-time', description: 'The quote holds until then, or until the exchange rate changes' })
  validUntil: string;
  @ApiProperty({ type: 'integer', example: 72, description: 'How many hours a quote holds (configuration)' })
  validHours: number;
  @ApiProperty({ type: QuoteCarDto, nullable: true, description: 'The car, when a stock ref was sent' })
  car: QuoteCarDto | null;
  @ApiProperty({ type: QuoteEligibilityDto, nullable: true, description: 'Whether the car can be imported there, when a car was sent' })
  eligibility: QuoteEligibilityDto | null;
}

/** The car page's landed estimate: the engine's quote to a destination, or none when no destination is known. */
export class CarLandedPriceDto {
  @ApiProperty({
    enum: ['query', 'profile'],
    type: String,
    nullable: true,
    description: '`query`: the destination asked for; `profile`: my import country and port; null: none known, no quote',
  })
  source: 'query' | 'profile' | null;
  @ApiProperty({
    type: PriceQuoteDto,
    nullable: true,
    description:
      'The landed price, computed as the calculator, the reservation and the invoice compute it; null without a destination ' +
      '(or when we ship nowhere in my country yet)',
  })
  quote: PriceQuoteDto | null;
}

/* ------------------------------------------------------------------------------------------------ destinations */

export class DestinationPortDto {
  @ApiProperty({ example: 'Karachi' })
  port: string;
  @ApiProperty({ enum: SHIPPING_METHODS, isArray: true, example: ['roro', 'container'] })
  methods: ShippingMethod[];
  @ApiProperty({ type: 'integer', nullable: true, example: 18, description: 'Typical days at sea (the shortest of its methods)' })
  transitDays: number | null;
}

export class DestinationCountryDto {
  @ApiProperty({ example: 'PK' })
  countryCode: string;
  @ApiProperty({ type: [DestinationPortDto], description: 'Empty: import rules on file, but no freight rate yet' })
  ports: DestinationPortDto[];
  @ApiProperty({ example: false, description: 'The country’s import rules require a pre-export inspection' })
  inspectionRequired: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'QISJ' })
  inspectionAgency: string | null;
  @ApiProperty({ type: String, nullable: true, example: '250.00', description: 'USD; null when no fee is on file' })
  inspectionFeeUsd: string | null;
}

export class DestinationsDto {
  @ApiProperty({ type: [DestinationCountryDto] })
  countries: DestinationCountryDto[];
  @ApiProperty({ type: 'integer', example: 72 })
  validHours: number;
}

/* ------------------------------------------------------------------------------------------------ staff */

export class AdminFreightRateDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'PK' })
  countryCode: string;
  @ApiProperty({ example: 'Karachi' })
  port: string;
  @ApiProperty({ enum: SHIPPING_METHODS })
  method: ShippingMethod;
  @ApiProperty({ type: String, nullable: true, example: '85.00' })
  roroUsdPerM3: string | null;
  @ApiProperty({ type: String, nullable: true, example: '3200.00' })
  containerUsd: string | null;
  @ApiProperty({ example: 4 })
  carsPerContainer: number;
  @ApiProperty({ type: 'integer', nullable: true, example: 18 })
  transitDays: number | null;
  @ApiProperty({ example: true })
  active: boolean;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdminFreightRateListDto extends PageDto(AdminFreightRateDto, 42) {}

export class AdminPriceChargeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: CHARGE_KEYS })
  key: ChargeKey;
  @ApiProperty({ enum: CHARGE_METHODS })
  method: ChargeMethod;
  @ApiProperty({ example: '150.00' })
  amountUsd: string;
  @ApiProperty({ example: true })
  active: boolean;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdminPriceChargeListDto extends ListDto(AdminPriceChargeDto) {}

export class AdminInspectionFeeDto {
  @ApiProperty({ example: 'KE' })
  countryCode: string;
  @ApiProperty({ example: 'QISJ' })
  agency: string;
  @ApiProperty({ example: '250.00' })
  feeUsd: string;
  @ApiProperty({ example: true, description: 'The country’s import rules require the inspection' })
  required: boolean;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdminInspectionFeeListDto extends ListDto(AdminInspectionFeeDto) {}

export class DeletedDto {
  @ApiProperty({ example: true })
  success: boolean;
}
