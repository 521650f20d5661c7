import { ApiProperty } from '@nestjs/swagger';

/** Money as it travels: a decimal string, never a binary float (DESIGN.md §5). */
export class MoneyDto {
  @ApiProperty({ example: '12500.00', description: 'Decimal string, two decimals' })
  amount: string;

  @ApiProperty({ example: 'USD', enum: ['USD'] })
  currency: 'USD';
}
