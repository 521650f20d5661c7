import { ApiProperty } from '@nestjs/swagger';
import { Decimal } from 'decimal.js';

/** Money as it travels: a decimal string, never a binary float (DESIGN.md §5). */
export class MoneyDto {
  @ApiProperty({ example: '12500.00', description: 'Decimal string, two decimals' })
  amount: string;

  @ApiProperty({ example: 'USD', enum: ['USD'] })
  currency: 'USD';
}

/** A USD amount (a decimal string from a numeric column) as it travels, with exactly two decimals. */
export const usd = (amount: string): MoneyDto => ({ amount: new Decimal(amount).toFixed(2), currency: 'USD' });
