import { COMPANY_BANK_ACCOUNT } from '../../common/company/company-facts.js';
import type { BankDetailsDto } from './proforma-invoice.responses.js';

/** Where customers send telegraphic transfers, printed on every proforma invoice: the company's account. */
export const COMPANY_BANK_DETAILS: Readonly<BankDetailsDto> = COMPANY_BANK_ACCOUNT;

/** The lines every proforma invoice ends with. */
export const INVOICE_NOTES: readonly string[] = [
  'Payment by telegraphic transfer (TT) only. Bank charges are borne by the buyer.',
  'Quote the invoice number as the payment reference, and upload a copy of the remittance on the order page.',
  'The car is held for 3 business days (Japan) from the reservation; the reservation is cancelled automatically unless at least 50% is paid by then.',
  'Shipping starts when the deposit is received; the documents are couriered after full payment.',
];
