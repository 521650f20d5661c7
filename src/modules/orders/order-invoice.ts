import { usd } from '../../common/money/money.dto.js';
import { type CompanyCalendar, companyDay } from '../../common/time/business-days.js';
import { COMPANY_BANK_DETAILS, INVOICE_NOTES } from './company-bank-details.js';
import { paymentProgress } from './order-payments.js';
import type { Order } from './order.entity.js';
import { toOrderConsignee } from './orders.mappers.js';
import type { QuoteLine } from '../price-calculator/price-quote-rules.js';
import type { InvoiceLineDto, ProformaInvoiceDto } from './proforma-invoice.responses.js';

const METHOD_LABELS = { roro: 'RoRo', container: 'container' } as const;
const CHARGE_DETAILS = {
  inland_transport: 'Inland transport to the port in Japan',
  port_charges: 'Port charges in Japan',
  documentation_fee: 'Documentation fee',
} as const;

/** The English words of a line (the client words it again by `key` in the reader's language). */
function detailOf(order: Order, line: QuoteLine, destination: string): string {
  switch (line.key) {
    case 'fob_price':
      return `${order.carTitle}, ${order.auctionBidId ? 'won at auction, ' : ''}stock ${order.stockId} (FOB Japan)`;
    case 'inland_transport':
    case 'port_charges':
    case 'documentation_fee':
      return CHARGE_DETAILS[line.key];
    case 'inspection':
      return line.agency
        ? `Pre-export inspection by ${line.agency}${line.required ? `, required by ${order.destinationCountry}` : ''}`
        : 'Pre-export inspection';
    case 'freight':
      return `Ocean freight by ${METHOD_LABELS[line.method ?? order.shippingMethod]} to ${destination}`;
    case 'insurance':
      return `Marine insurance to ${destination}`;
  }
}

/**
 * The proforma invoice of an order (spec §3 "Payment or invoice line"), pure: one line per line of the order's price
 * snapshot (issue 24 §2: the landed-price engine's lines as reserved — the car at its FOB price, the charges in Japan,
 * the inspection, freight, insurance), each in USD and in the currency the customer chose — dated the day of the
 * reservation in Tokyo, the totals (payment, allocated, deposit, security deposit) and the company's bank details for
 * the transfer.
 */
export function proformaInvoice(
  order: Order,
  buyer: { name: string; email: string } | null,
  calendar: CompanyCalendar,
): ProformaInvoiceDto {
  const date = companyDay(order.reservedAt, calendar);
  const destination = `${order.destinationPort}, ${order.destinationCountry}`;
  const price = order.priceSnapshot;
  const lines = price.lines.map((line): InvoiceLineDto => ({
    key: line.key,
    date,
    detail: detailOf(order, line, destination),
    unitAmount: usd(line.amountUsd),
    amount: usd(line.amountUsd),
    vehicleCount: 1,
    currency: order.currency,
    quotedAmount: { amount: line.amount, currency: price.currency },
  }));
  const progress = paymentProgress(order.amountAllocated, order.total);
  return {
    invoiceNumber: `PI-${order.stockId}-${order.publicId.slice(0, 8).toUpperCase()}`,
    orderId: order.publicId,
    issueDate: date,
    depositDueAt: order.status === 'reserved' ? order.expiresAt.toISOString() : null,
    currency: order.currency,
    tradeTerms: order.tradeTerms,
    destination,
    buyer,
    consignee: toOrderConsignee(order.consignee),
    lines,
    quotedTotal: { amount: price.total, currency: price.currency },
    exchangeRate: price.exchangeRate,
    totals: {
      paymentTotal: usd(progress.total),
      allocatedTotal: usd(progress.allocated),
      // A won auction car's deposit is its security deposit (spec §4 auction flow); a stock car's, the reservation's.
      depositTotal: usd(order.auctionBidId ? '0' : progress.depositRequired),
      securityDepositTotal: usd(order.auctionBidId ? progress.depositRequired : '0'),
      balance: usd(progress.balance),
    },
    bank: { ...COMPANY_BANK_DETAILS },
    notes: [...INVOICE_NOTES],
  };
}
