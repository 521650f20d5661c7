import { usd } from '../../common/money/money.dto.js';
import { type CompanyCalendar, companyDay } from '../../common/time/business-days.js';
import { COMPANY_BANK_DETAILS, INVOICE_NOTES } from './company-bank-details.js';
import { paymentProgress } from './order-payments.js';
import type { Order } from './order.entity.js';
import { toOrderConsignee } from './orders.mappers.js';
import type { InvoiceLineDto, ProformaInvoiceDto } from './orders.responses.js';

const METHOD_LABELS = { roro: 'RoRo', container: 'container' } as const;

/**
 * The proforma invoice of an order (spec §3 "Payment or invoice line"), pure: one line per charge — the car at its
 * FOB price, then freight (CFR, CIF) and insurance (CIF, or CFR with insurance added) — dated the day of the reservation in Tokyo, the totals
 * (payment, allocated, deposit, security deposit) and the company's bank details for the transfer.
 */
export function proformaInvoice(
  order: Order,
  buyer: { name: string; email: string } | null,
  calendar: CompanyCalendar,
): ProformaInvoiceDto {
  const date = companyDay(order.reservedAt, calendar);
  const destination = `${order.destinationPort}, ${order.destinationCountry}`;
  const line = (detail: string, amount: string): InvoiceLineDto => ({
    date,
    detail,
    unitAmount: usd(amount),
    amount: usd(amount),
    vehicleCount: 1,
    currency: order.currency,
  });
  const bought = order.auctionBidId ? 'won at auction, ' : '';
  const lines = [line(`${order.carTitle}, ${bought}stock ${order.stockId} (FOB Japan)`, order.vehiclePrice)];
  if (order.tradeTerms !== 'FOB')
    lines.push(line(`Ocean freight by ${METHOD_LABELS[order.shippingMethod]} to ${destination}`, order.freight));
  // CIF includes it; a CFR order has it once the customer added it (insuredAt).
  if (order.tradeTerms === 'CIF' || (order.tradeTerms === 'CFR' && order.insuredAt !== null))
    lines.push(line(`Marine insurance to ${destination}`, order.insurance));
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
