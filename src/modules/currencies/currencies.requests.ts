import { CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { Choice, Country, Field, type FieldDoc } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { upperTrim } from '../../common/validation/transforms.js';
import { normaliseConvertAmount, normaliseRate } from './currency-rules.js';

const upper = (value: unknown) => upperTrim({ value });
const NOT_OURS = says(Msg.CURRENCY_UNSUPPORTED);

/** One of USD, EUR, GBP, JPY (any letter case); anything else is "Currency must be one of USD, EUR, GBP, JPY". */
const CurrencyField = (label: string, doc: FieldDoc, presence: 'required' | 'omittable' = 'required') =>
  Choice(label, CURRENCIES, doc, { presence, transform: upper, invalid: NOT_OURS });

export class RatesQueryDto {
  @CurrencyField('Base', { example: 'USD', default: 'USD', description: 'The currency the rates are per unit of' }, 'omittable')
  base?: CurrencyCode;
}

export class ConvertDto {
  @Field(
    'Amount',
    {
      type: String,
      example: '12500.00',
      description: 'A decimal string (a JSON number is read by its digits): at least 0, at most 8 decimals',
    },
    { transform: (v) => normaliseConvertAmount(v) ?? v },
    rule('convertAmount', 'format', (v) => normaliseConvertAmount(v) !== null, says(Msg.CONVERT_AMOUNT_INVALID)),
  )
  amount: string;

  @CurrencyField('From currency', { example: 'USD' })
  fromCurrency: CurrencyCode;

  @CurrencyField('To currency', { example: 'JPY' })
  toCurrency: CurrencyCode;
}

export class DetectCountryDto {
  /** The spec's own field name (§7: POST /api/currencies/detect with country_code). */
  @Country({ example: 'DE', description: 'ISO 3166-1 alpha-2 country code' })
  country_code: string;
}

export class CurrencyPreferenceDto {
  @CurrencyField('Currency', { example: 'EUR' })
  currencyCode: CurrencyCode;
}

const RateField = (code: string, example: string) =>
  Field(
    `${code} rate`,
    { type: String, example, description: `Units of ${code} per 1 USD: a decimal above 0 with at most 8 decimals` },
    { presence: 'omittable', transform: (v) => normaliseRate(v) ?? v },
    rule('rate', 'format', (v) => normaliseRate(v) !== null, says(Msg.EXCHANGE_RATE_INVALID)),
  );

/** Staff: the rates to set now, per 1 USD; at least one. */
export class SetRatesDto {
  @RateField('EUR', '0.92')
  EUR?: string;

  @RateField('GBP', '0.79')
  GBP?: string;

  @RateField('JPY', '151.5')
  JPY?: string;
}

export class RatesHistoryQueryDto extends PageQueryDto {
  @Choice(
    'Currency',
    ['EUR', 'GBP', 'JPY'],
    { description: 'Only this currency’s rates' },
    { presence: 'omittable', transform: upper, invalid: NOT_OURS },
  )
  currency?: Exclude<CurrencyCode, 'USD'>;
}
