import { ApiProperty } from '@nestjs/swagger';
import { ExchangeRatesDto } from '../currencies/currencies.responses.js';

/** What the pre-header shows (spec §2): the company's time, the cars in stock, the exchange rates, the support hours. */
export class PreHeaderDto {
  @ApiProperty({ example: 'Asia/Tokyo', description: 'The company’s time zone: the pre-header’s clock shows its time' })
  timeZone: string;
  @ApiProperty({ format: 'date-time', description: 'The server’s time when it answered (UTC)' })
  serverTime: string;
  @ApiProperty({ example: 1240, description: 'Cars in stock (listed), as the footer counts them' })
  totalCars: number;
  @ApiProperty({ type: ExchangeRatesDto, description: 'The current rates per 1 USD, each with `stale`' })
  rates: ExchangeRatesDto;
  @ApiProperty({ example: '24/7' })
  supportHours: string;
}
