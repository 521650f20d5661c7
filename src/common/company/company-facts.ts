/**
 * The company's facts, in one place (issue 27): the name, the head office, the contacts, the bank account customers
 * pay into and the trade terms' wording. The footer and pre-header, the proforma invoice, the emails and the server-
 * rendered pages read them from here; the seeded content pages are checked against them (reference data).
 *
 * Sample values: replace them with the company's real ones before going live. The offices and support agents are
 * data (the offices module, edited by staff), not constants; the head office here is the one the invoice names.
 */

/** The brand, as customers read it on every page, email and review reply. */
export const COMPANY_NAME = 'AutoExport';

/** The registered company, as invoices and the bank account name it. */
export const COMPANY_LEGAL_NAME = 'AutoExport Co., Ltd.';

/** The company's time zone: its clock, its calendar and its business days. */
export const COMPANY_TIME_ZONE = 'Asia/Tokyo';

/** The registered head office (Yokohama, by the port the cars sail from). */
export const COMPANY_HEAD_OFFICE = {
  city: 'Yokohama',
  country: 'JP',
  /** The street address as the office list writes it (the country beside it). */
  street: 'Queen’s Tower A 14F, 2-3-1 Minatomirai, Nishi-ku, Yokohama, Kanagawa 220-6014',
  /** The full postal address, as invoices and emails print it. */
  address: 'Queen’s Tower A 14F, 2-3-1 Minatomirai, Nishi-ku, Yokohama, Kanagawa 220-6014, Japan',
} as const;

/** The company-wide contacts of the pre-header, the footer and the emails (spec §1: an account manager 24/7). */
export const COMPANY_CONTACTS = {
  email: 'support@autoexport.example',
  phone: '+81 3 5555 0100',
  whatsapp: '+81 90 5555 0100',
  hours: '24/7',
  accountManager: 'An account manager is available 24/7.',
} as const;

/** Where customers send telegraphic transfers (spec §1: payment by TT, bank charges borne by the customer). */
export const COMPANY_BANK_ACCOUNT = {
  beneficiary: COMPANY_LEGAL_NAME,
  beneficiaryAddress: COMPANY_HEAD_OFFICE.address,
  bankName: 'Example Bank, Ltd.',
  branch: 'Yokohama Branch',
  bankAddress: '2-2 Kitanaka-dori, Naka-ku, Yokohama, Kanagawa 231-0003, Japan',
  swift: 'EXAMJPJT',
  accountNumber: '0123456',
  accountCurrency: 'USD',
} as const;

/**
 * How prices are quoted (spec §2: a car's price is FOB Japan; the price calculator adds freight, insurance and
 * inspection for a CIF or C&F total). Pages and invoices word it this way, never "normally CIF".
 */
export const TRADE_TERMS_WORDING =
  'Prices are FOB Japan (free on board at the port of loading); the price calculator adds freight, insurance and inspection for a C&F or CIF total.';
