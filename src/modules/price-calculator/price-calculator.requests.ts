import { Msg } from '@autoexport/contract/messages';
import { CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { normaliseAmount, normaliseDecimal } from '../../common/money/decimal-input.js';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { Choice, Country, Field, type FieldDoc, Flag, TextField, UpdateOf } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { lowerTrim, trim, upperTrim } from '../../common/validation/transforms.js';
import { STOCK_ID_PATTERN } from '../cars/car-rules.js';
import { SHIPPING_METHODS, type ShippingMethod, TRADE_TERMS, type TradeTerms } from './shipping-terms.js';
import { CHARGE_KEYS, CHARGE_METHODS, type ChargeKey, type ChargeMethod, DEFAULT_CARS_PER_CONTAINER } from './price-quote-rules.js';

const upper = (value: unknown) => upperTrim({ value });
const lower = (value: unknown) => lowerTrim({ value });
const trimmed = (value: unknown) => trim({ value });

/** A car's volume in m³ (three decimals at most, as the cars table keeps it). */
export const normaliseVolume = (value: unknown) => normaliseDecimal(value, { scale: 3, max: '99.999' });

type Presence = 'required' | 'omittable' | 'optional';

/** What the staff tables keep (numeric(10,2)): above 0, below 100 million, two decimals at most. */
export const normaliseTableAmount = (value: unknown) => normaliseDecimal(value, { scale: 2, max: '99999999.99' });

const UsdAmount = (label: string, presence: Presence | 'nullable', doc: FieldDoc) =>
  Field(
    label,
    { type: String, ...doc },
    { presence, transform: (v) => normaliseAmount(v) ?? v },
    rule('amount', 'format', (v) => normaliseAmount(v) !== null, says(Msg.AMOUNT_INVALID, { label })),
  );

/** A staff table's USD amount. */
const TableAmount = (label: string, presence: Presence | 'nullable', doc: FieldDoc) =>
  Field(
    label,
    { type: String, ...doc },
    { presence, transform: (v) => normaliseTableAmount(v) ?? v },
    rule('amount', 'format', (v) => normaliseTableAmount(v) !== null, says(Msg.TABLE_AMOUNT_INVALID, { label })),
  );

const WholeNumber = (label: string, min: number, max: number, presence: Presence | 'nullable', doc: FieldDoc) =>
  Field(
    label,
    { type: 'integer', minimum: min, maximum: max, ...doc },
    { presence },
    rule(
      'wholeNumber',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max,
      says(Msg.FIELD_WHOLE_NUMBER, { label, min, max }),
    ),
  );

const Port = (presence: Presence, doc: FieldDoc) =>
  Field(
    'Destination port',
    { type: String, minLength: 2, maxLength: 60, ...doc },
    { presence, transform: trimmed },
    rule('port', 'format', (v) => typeof v === 'string' && v.length >= 2 && v.length <= 60, says(Msg.PORT_INVALID)),
  );

const Method = (presence: Presence = 'required') =>
  Choice(
    'Shipping method',
    SHIPPING_METHODS,
    { example: 'roro' },
    { presence, transform: lower, invalid: says(Msg.SHIPPING_METHOD_INVALID) },
  );

/* ------------------------------------------------------------------------------------------------ the quote */

/** Spec §7 `POST /api/price-calculator/calculate-price`. */
export class CalculatePriceDto {
  @Field(
    'Stock ref',
    {
      type: String,
      example: 'AB1234567',
      pattern: STOCK_ID_PATTERN.source,
      description:
        'The car to quote (its stock id). Its FOB price is used for signed-in callers when no fobAmount is given; its volume (RoRo) and import eligibility for everyone.',
    },
    { presence: 'optional', transform: upper },
    rule('stockRef', 'format', (v) => typeof v === 'string' && STOCK_ID_PATTERN.test(v), says(Msg.STOCK_ID_INVALID)),
  )
  stockRef?: string;

  @UsdAmount('FOB amount', 'optional', {
    example: '5000.00',
    description: 'An FOB price in USD (decimal string) to quote instead of a car’s: what anonymous callers send',
  })
  fobAmount?: string;

  @Field(
    'Volume',
    { type: String, example: '12.075', description: 'The car’s volume in m³, for a RoRo quote without a stock ref' },
    { presence: 'optional', transform: (v) => normaliseVolume(v) ?? v },
    rule('volume', 'format', (v) => normaliseVolume(v) !== null, says(Msg.VOLUME_INVALID)),
  )
  volumeM3?: string;

  @Country({ example: 'PK', description: 'ISO 3166-1 alpha-2 destination country' })
  destinationCountry: string;

  @Port('required', { example: 'Karachi', description: 'A port of GET /api/price-calculator/destinations (any case)' })
  destinationPort: string;

  @Method()
  method: ShippingMethod;

  @Choice('Trade terms', TRADE_TERMS, { example: 'CIF' }, { transform: upper, invalid: says(Msg.TRADE_TERMS_INVALID) })
  tradeTerms: TradeTerms;

  @Flag('Insurance', { example: true, description: 'Marine insurance (CIF always includes it; FOB never)' }, { presence: 'omittable' })
  insurance?: boolean;

  @Flag(
    'Inspection',
    { example: false, description: 'Pre-export inspection; included anyway where the destination requires it' },
    { presence: 'omittable' },
  )
  inspection?: boolean;

  @Choice('Currency', CURRENCIES, { example: 'USD', description: 'Default USD' }, { presence: 'omittable', transform: upper })
  currency?: CurrencyCode;
}

/** GET /api/cars/detail/ref/{ref}/landed-price: every field optional; the caller's profile fills the destination. */
export class CarLandedPriceQueryDto {
  @Country(
    { type: String, example: 'KE', description: 'Destination country; left out, the import country on my profile' },
    { presence: 'optional' },
  )
  country?: string;

  @Port('optional', {
    example: 'Mombasa',
    description: 'A port of the country (any case); left out, my profile’s port, else the first port we ship to there',
  })
  port?: string;

  @Method('optional')
  method?: ShippingMethod;

  @Choice(
    'Trade terms',
    TRADE_TERMS,
    { example: 'CIF', description: 'Default CIF: prices are normally CIF unless stated (spec §9)' },
    { presence: 'optional', transform: upper, invalid: says(Msg.TRADE_TERMS_INVALID) },
  )
  terms?: TradeTerms;

  @Choice(
    'Currency',
    CURRENCIES,
    { example: 'USD', description: 'Default: my preferred currency, else USD' },
    { presence: 'optional', transform: upper },
  )
  currency?: CurrencyCode;

  @Flag(
    'Insurance',
    { example: false, description: 'Marine insurance under CFR (CIF always includes it)' },
    { presence: 'optional', transform: (v) => (v === 'true' ? true : v === 'false' ? false : v) },
  )
  insurance?: boolean;
}

/* ------------------------------------------------------------------------------------------------ staff */

export class CreateFreightRateDto {
  @Country({ example: 'PK', description: 'ISO 3166-1 alpha-2' })
  countryCode: string;

  @Port('required', { example: 'Karachi' })
  port: string;

  @Method()
  method: ShippingMethod;

  @TableAmount('RoRo rate', 'nullable', { example: '85.00', description: 'USD per m³ of the car’s volume; required for RoRo' })
  roroUsdPerM3?: string | null;

  @TableAmount('Container price', 'nullable', { example: '3200.00', description: 'USD per 20 ft container; required for container' })
  containerUsd?: string | null;

  @WholeNumber('Cars per container', 1, 10, 'omittable', { example: DEFAULT_CARS_PER_CONTAINER, default: DEFAULT_CARS_PER_CONTAINER })
  carsPerContainer?: number;

  @WholeNumber('Transit days', 1, 120, 'nullable', { example: 18, description: 'Typical days at sea from Japan' })
  transitDays?: number | null;

  @Flag('Active', { example: true, default: true }, { presence: 'omittable' })
  active?: boolean;
}

export class UpdateFreightRateDto extends UpdateOf(CreateFreightRateDto) {}

export class FreightRatesQueryDto extends PageQueryDto {
  @Country({ type: String, example: 'PK', description: 'Only this country’s ports' }, { presence: 'optional' })
  country?: string;
}

export class CreatePriceChargeDto {
  @Choice('Charge', CHARGE_KEYS, { example: 'inland_transport' }, { transform: lower })
  key: ChargeKey;

  @Choice(
    'Method',
    CHARGE_METHODS,
    { example: 'any', default: 'any', description: 'any: both methods' },
    { presence: 'omittable', transform: lower },
  )
  method?: ChargeMethod;

  @TableAmount('Amount', 'required', { example: '150.00', description: 'USD' })
  amountUsd: string;

  @Flag('Active', { example: true, default: true }, { presence: 'omittable' })
  active?: boolean;
}

export class UpdatePriceChargeDto extends UpdateOf(CreatePriceChargeDto) {}

export class PutInspectionFeeDto {
  @TextField('Agency', 60, { example: 'QISJ', description: 'Who inspects, e.g. QISJ, JEVIC, JAAI, EAA' })
  agency: string;

  @TableAmount('Fee', 'required', { example: '250.00', description: 'USD' })
  feeUsd: string;
}
