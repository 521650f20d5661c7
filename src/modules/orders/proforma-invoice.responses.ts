import { ApiProperty } from '@nestjs/swagger';
import { CurrencyMoneyDto, MoneyDto } from '../../common/money/money.dto.js';
import { QUOTE_LINE_KEYS, type QuoteLineKey } from '../price-calculator/price-quote-rules.js';
import { TRADE_TERMS } from '../price-calculator/shipping-terms.js';
import { OrderConsigneeDto } from './orders.responses.js';

/* The proforma invoice of an order (GET /api/orders/{id}/invoice and its staff twin). */

export class InvoiceLineDto {
  @ApiProperty({ enum: QUOTE_LINE_KEYS, example: 'freight', description: 'Which line of the order’s price it is; the client words it' })
  key: QuoteLineKey;
  @ApiProperty({ format: 'date', example: '2026-03-02', description: 'The day of the charge (the reservation), in Tokyo' })
  date: string;
  @ApiProperty({ example: '2018 Toyota Corolla, stock AB1234567, chassis NZE141-1234567 (FOB Japan)' })
  detail: string;
  @ApiProperty({ type: MoneyDto })
  unitAmount: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'unitAmount × vehicleCount' })
  amount: MoneyDto;
  @ApiProperty({ example: 1 })
  vehicleCount: number;
  @ApiProperty({ enum: ['USD'], example: 'USD' })
  currency: string;
  @ApiProperty({ type: CurrencyMoneyDto, description: 'The amount in the currency the customer chose, at the invoice’s exchange rate' })
  quotedAmount: CurrencyMoneyDto;
}

export class InvoiceTotalsDto {
  @ApiProperty({ type: MoneyDto, description: 'To pay in all' })
  paymentTotal: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Received and put towards this order' })
  allocatedTotal: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'The deposit (50%) that keeps the reservation' })
  depositTotal: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Auction security deposits (none for a stock car)' })
  securityDepositTotal: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Left to pay' })
  balance: MoneyDto;
}

export class BankDetailsDto {
  @ApiProperty({ example: 'AutoExport Co., Ltd.' })
  beneficiary: string;
  @ApiProperty()
  beneficiaryAddress: string;
  @ApiProperty()
  bankName: string;
  @ApiProperty()
  branch: string;
  @ApiProperty()
  bankAddress: string;
  @ApiProperty({ example: 'EXAMJPJT' })
  swift: string;
  @ApiProperty()
  accountNumber: string;
  @ApiProperty({ example: 'USD' })
  accountCurrency: string;
}

export class InvoiceBuyerDto {
  @ApiProperty({ example: 'Amina Njoroge' })
  name: string;
  @ApiProperty({ example: 'amina@example.com' })
  email: string;
}

export class ProformaInvoiceDto {
  @ApiProperty({ example: 'PI-AB1234567-7D1F6A52' })
  invoiceNumber: string;
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  @ApiProperty({ format: 'date', example: '2026-03-02' })
  issueDate: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While reserved: the deposit must be in by then (the hold’s deadline)',
  })
  depositDueAt: string | null;
  @ApiProperty({ enum: ['USD'], example: 'USD' })
  currency: string;
  @ApiProperty({ enum: TRADE_TERMS, example: 'CIF' })
  tradeTerms: string;
  @ApiProperty({ example: 'Mombasa, KE' })
  destination: string;
  @ApiProperty({ type: InvoiceBuyerDto, nullable: true })
  buyer: InvoiceBuyerDto | null;
  @ApiProperty({ type: OrderConsigneeDto })
  consignee: OrderConsigneeDto;
  @ApiProperty({ type: [InvoiceLineDto], description: 'The lines of the order’s price snapshot, in order' })
  lines: InvoiceLineDto[];
  @ApiProperty({ type: InvoiceTotalsDto })
  totals: InvoiceTotalsDto;
  @ApiProperty({ type: CurrencyMoneyDto, description: 'The payment total in the currency the customer chose, at `exchangeRate`' })
  quotedTotal: CurrencyMoneyDto;
  @ApiProperty({ example: '151.37', description: 'Units of the chosen currency per USD on the day of the reservation; payment is in USD' })
  exchangeRate: string;
  @ApiProperty({ type: BankDetailsDto, description: 'Where to send the telegraphic transfer' })
  bank: BankDetailsDto;
  @ApiProperty({ type: [String] })
  notes: string[];
}
