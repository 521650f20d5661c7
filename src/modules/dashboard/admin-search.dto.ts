import { ApiProperty } from '@nestjs/swagger';
import { Msg } from '@autoexport/contract/messages';
import { MoneyDto } from '../../common/money/money.dto.js';
import { ROLES, type Role, ACCOUNT_STATUSES, type AccountStatus } from '../users/user.entity.js';
import { CAR_STATUSES, type CarStatus } from '../cars/car.entity.js';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-transitions.js';
import { Field } from '../../common/validation/fields.js';
import { IsTextValue, MaxChars, rule, says } from '../../common/validation/rules.js';
import { isSearchable, SEARCH_GROUP_LIMIT, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from './admin-search-rules.js';
import { DashboardCustomerDto } from './dashboard.responses.js';

const TOO_SHORT = says(Msg.SEARCH_QUERY_TOO_SHORT, { min: SEARCH_MIN_CHARS });

export class AdminSearchQueryDto {
  @Field(
    'Search text',
    {
      type: String,
      minLength: SEARCH_MIN_CHARS,
      maxLength: SEARCH_MAX_CHARS,
      example: 'AB12',
      description:
        'A stock id or its start (AB12), an email or a name or their start, an order id or its first characters, ' +
        `or an invoice number (PI-AB1234567-7D1F6A52); at least ${SEARCH_MIN_CHARS} characters`,
    },
    { missing: TOO_SHORT, transform: (value) => (typeof value === 'string' ? value.trim() : value) },
    IsTextValue('Search text'),
    rule('isSearchable', 'length', isSearchable, TOO_SHORT),
    MaxChars('Search text', SEARCH_MAX_CHARS),
  )
  q: string;
}

export class SearchCarDto {
  @ApiProperty({ example: 'AB1234567', description: 'The stock id: /admin/cars/<ref>' })
  ref: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  title: string;
  @ApiProperty({ enum: CAR_STATUSES, example: 'available' })
  status: CarStatus;
  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl: string | null;
  @ApiProperty({ type: MoneyDto, description: 'FOB price' })
  price: MoneyDto;
}

export class SearchCustomerDto extends DashboardCustomerDto {
  @ApiProperty({ enum: ROLES, example: 'user' })
  role: Role;
  @ApiProperty({ enum: ACCOUNT_STATUSES, example: 'active' })
  status: AccountStatus;
  @ApiProperty({ type: String, nullable: true, example: 'KE' })
  country: string | null;
}

export class SearchOrderDto {
  @ApiProperty({ format: 'uuid', description: 'The order id: /admin/orders/<id>' })
  id: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  carTitle: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'reserved' })
  status: OrderStatus;
  @ApiProperty({ type: MoneyDto })
  total: MoneyDto;
  @ApiProperty({ format: 'date-time' })
  reservedAt: string;
  @ApiProperty({ type: DashboardCustomerDto, nullable: true })
  customer: DashboardCustomerDto | null;
}

export class AdminSearchResultDto {
  @ApiProperty({ example: 'AB12', description: 'The text searched, trimmed' })
  q: string;
  @ApiProperty({ type: [SearchCarDto], description: `Cars whose stock id starts with it (at most ${SEARCH_GROUP_LIMIT})` })
  cars: SearchCarDto[];
  @ApiProperty({
    type: [SearchCustomerDto],
    description: `Accounts whose email, full name or last name starts with it (at most ${SEARCH_GROUP_LIMIT})`,
  })
  customers: SearchCustomerDto[];
  @ApiProperty({
    type: [SearchOrderDto],
    description: `Orders whose id, invoice number or stock id starts with it (at most ${SEARCH_GROUP_LIMIT})`,
  })
  orders: SearchOrderDto[];
}
