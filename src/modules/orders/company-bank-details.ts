import type { BankDetailsDto } from './proforma-invoice.responses.js';

/**
 * Where customers send telegraphic transfers (spec §1: payment is by TT; bank charges are borne by the customer),
 * printed on every proforma invoice. Example values: replace them with the company's account before going live.
 */
export const COMPANY_BANK_DETAILS: Readonly<BankDetailsDto> = {
  beneficiary: 'AutoExport Co., Ltd.',
  beneficiaryAddress: '1-1 Minato Mirai, Nishi-ku, Yokohama, Kanagawa 220-0012, Japan',
  bankName: 'Example Bank, Ltd.',
  branch: 'Yokohama Branch',
  bankAddress: '2-2 Kitanaka-dori, Naka-ku, Yokohama, Kanagawa 231-0003, Japan',
  swift: 'EXAMJPJT',
  accountNumber: '0123456',
  accountCurrency: 'USD',
};

/** The lines every proforma invoice ends with. */
export const INVOICE_NOTES: readonly string[] = [
  'Payment by telegraphic transfer (TT) only. Bank charges are borne by the buyer.',
  'Quote the invoice number as the payment reference, and upload a copy of the remittance on the order page.',
  'The car is held for 3 business days (Japan) from the reservation; the reservation is cancelled automatically unless at least 50% is paid by then.',
  'Shipping starts when the deposit is received; the documents are couriered after full payment.',
];
