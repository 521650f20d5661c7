import { ApiProperty } from '@nestjs/swagger';
import { Decimal } from 'decimal.js';
import { CURRENCIES, type CurrencyCode } from './currencies.js';

/** Money as it travels: a decimal string, never a binary float (DESIGN.md §5). */
export class MoneyDto {
  @ApiProperty({ example: '12500.00', description: 'Decimal string, two decimals' })
  amount: string;

  @ApiProperty({ example: 'USD', enum: ['USD'] })
  currency: 'USD';
}

/** Money in any of the CURRENCIES: a payment as received, a coupon's amount and balance. */
export class CurrencyMoneyDto {
  @ApiProperty({ example: '1000000.00', description: 'Decimal string, two decimals' })
  amount: string;

  @ApiProperty({ enum: CURRENCIES, example: 'JPY' })
  currency: CurrencyCode;
}

/** A USD amount (a decimal string from a numeric column) as it travels, with exactly two decimals. */
export const usd = (amount: string): MoneyDto => ({ amount: new Decimal(amount).toFixed(2), currency: 'USD' });
