import { describe, expect, it } from '@jest/globals';
import {
  type ChargeFacts,
  chargesFor,
  convertFromUsd,
  freightUsd,
  type LandedPrice,
  landedPrice,
  type PriceTables,
  priceQuote,
  type QuoteInput,
  QuoteInputError,
  quoteValidUntil,
  withInsurance,
} from './price-quote-rules.js';

const CHARGES: ChargeFacts[] = [
  { key: 'inland_transport', method: 'any', amountUsd: '150.00' },
  { key: 'port_charges', method: 'any', amountUsd: '120.00' },
  { key: 'port_charges', method: 'container', amountUsd: '180.00' },
  { key: 'documentation_fee', method: 'any', amountUsd: '60.00' },
];
const RORO = { method: 'roro', roroUsdPerM3: '85.00', containerUsd: null, carsPerContainer: 4 } as const;
const CONTAINER = { method: 'container', roroUsdPerM3: null, containerUsd: '3000.00', carsPerContainer: 4 } as const;

/** A $5,000 car of 4.60 × 1.75 × 1.50 m = 12.075 m³, by RoRo at $85/m³, quoted in USD. */
const input = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  fobUsd: '5000.00',
  volumeM3: '12.075',
  terms: 'CIF',
  method: 'roro',
  rate: RORO,
  charges: CHARGES,
  inspection: null,
  insurance: false,
  insuranceRatePercent: '1.5',
  currency: { code: 'USD', rate: '1' },
  ...overrides,
});
const amounts = (q: Pick<ReturnType<typeof priceQuote>, 'lines'>) => q.lines.map((l) => [l.key, l.amountUsd]);

describe('freightUsd', () => {
  it('charges RoRo by volume times the rate, rounded half up to cents', () => {
    // 12.075 m³ × $85.00 = $1,026.375 → $1,026.38
    expect(freightUsd(RORO, '12.075').toFixed(2)).toBe('1026.38');
  });

  it('charges a container as its share per car', () => {
    // $3,000 / 4 cars = $750.00; $3,100 / 3 cars = $1,033.333… → $1,033.33
    expect(freightUsd(CONTAINER, null).toFixed(2)).toBe('750.00');
    expect(freightUsd({ ...CONTAINER, containerUsd: '3100.00', carsPerContainer: 3 }, null).toFixed(2)).toBe('1033.33');
  });

  it('needs the volume for RoRo', () => {
    expect(() => freightUsd(RORO, null)).toThrow(new QuoteInputError('volume_required'));
  });
});

describe('chargesFor', () => {
  it("takes a method's own charge over the one for any method", () => {
    expect(chargesFor(CHARGES, 'container')).toEqual([
      { key: 'inland_transport', amountUsd: '150.00' },
      { key: 'port_charges', amountUsd: '180.00' },
      { key: 'documentation_fee', amountUsd: '60.00' },
    ]);
    expect(chargesFor(CHARGES, 'roro')[1]).toEqual({ key: 'port_charges', amountUsd: '120.00' });
  });
});

describe('priceQuote', () => {
  it('FOB: the car and the Japanese charges only, no freight and no insurance even when asked', () => {
    const q = priceQuote(input({ terms: 'FOB', insurance: true }));
    expect(amounts(q)).toEqual([
      ['fob_price', '5000.00'],
      ['inland_transport', '150.00'],
      ['port_charges', '120.00'],
      ['documentation_fee', '60.00'],
    ]);
    expect(q).toMatchObject({ subtotalUsd: '5330.00', totalUsd: '5330.00', total: '5330.00', insured: false });
  });

  it('CFR without insurance: adds RoRo freight', () => {
    const q = priceQuote(input({ terms: 'CFR' }));
    // 5,330.00 + 1,026.38
    expect(q.lines.at(-1)).toEqual({
      key: 'freight',
      method: 'roro',
      volumeM3: '12.075',
      ratePerM3Usd: '85.00',
      amountUsd: '1026.38',
      amount: '1026.38',
    });
    expect(q).toMatchObject({ subtotalUsd: '6356.38', totalUsd: '6356.38', insured: false });
  });

  it('CFR with insurance: 1.5% of the CFR value', () => {
    const q = priceQuote(input({ terms: 'CFR', insurance: true }));
    // 1.5% of 6,356.38 = 95.3457 → 95.35; total 6,451.73
    expect(q.lines.at(-1)).toEqual({
      key: 'insurance',
      coverUsd: '6356.38',
      ratePercent: '1.5',
      insuredValueUsd: '6356.38',
      amountUsd: '95.35',
      amount: '95.35',
    });
    expect(q).toMatchObject({ subtotalUsd: '6356.38', totalUsd: '6451.73', insured: true });
  });

  it('CIF always includes insurance', () => {
    expect(priceQuote(input({ terms: 'CIF', insurance: false })).totalUsd).toBe('6451.73');
  });

  it('container: the share of a container and the container port charge', () => {
    const q = priceQuote(input({ terms: 'CFR', method: 'container', rate: CONTAINER, volumeM3: null }));
    expect(amounts(q)).toEqual([
      ['fob_price', '5000.00'],
      ['inland_transport', '150.00'],
      ['port_charges', '180.00'],
      ['documentation_fee', '60.00'],
      ['freight', '750.00'],
    ]);
    expect(q.totalUsd).toBe('6140.00');
  });

  it('adds the inspection fee, saying whether the destination requires it, and insures it with the rest', () => {
    const q = priceQuote(input({ inspection: { required: true, agency: 'QISJ', feeUsd: '250.00' } }));
    expect(q.lines.find((l) => l.key === 'inspection')).toEqual({
      key: 'inspection',
      required: true,
      agency: 'QISJ',
      amountUsd: '250.00',
      amount: '250.00',
    });
    // 6,356.38 + 250.00 = 6,606.38; 1.5% = 99.0957 → 99.10; total 6,705.48
    expect(q).toMatchObject({ subtotalUsd: '6606.38', totalUsd: '6705.48' });
  });

  it('charges at least the $30 premium floor', () => {
    // 800 + 2,400/4 = 1,400.00; 1.5% = 21.00 → 30.00
    const q = priceQuote(input({ fobUsd: '800', charges: [], method: 'container', rate: { ...CONTAINER, containerUsd: '2400' } }));
    expect(q.lines.at(-1)).toMatchObject({ key: 'insurance', amountUsd: '30.00', coverUsd: '1400.00' });
    expect(q.totalUsd).toBe('1430.00');
  });

  it('covers at most $10,000 and charges on the cover only', () => {
    // 12,000 + 4,000/4 = 13,000.00; cover 10,000.00; 1.5% = 150.00
    const q = priceQuote(input({ fobUsd: '12000', charges: [], method: 'container', rate: { ...CONTAINER, containerUsd: '4000' } }));
    expect(q.lines.at(-1)).toMatchObject({ key: 'insurance', amountUsd: '150.00', coverUsd: '10000.00', insuredValueUsd: '13000.00' });
    expect(q.totalUsd).toBe('13150.00');
  });

  it('never covers more than the insured value', () => {
    // 2,000 + 600 = 2,600.00; cover 2,600.00; 1.5% = 39.00
    const q = priceQuote(input({ fobUsd: '2000', charges: [], method: 'container', rate: { ...CONTAINER, containerUsd: '2400' } }));
    expect(q.lines.at(-1)).toMatchObject({ coverUsd: '2600.00', amountUsd: '39.00' });
    expect(q.totalUsd).toBe('2639.00');
  });

  it('converts every line and the total, rounding JPY to whole yen', () => {
    const q = priceQuote(input({ terms: 'CFR', insurance: true, currency: { code: 'JPY', rate: '151.5' } }));
    // freight 1,026.38 × 151.5 = 155,496.57 → ¥155,497; subtotal 6,356.38 × 151.5 = 962,991.57 → ¥962,992;
    // total 6,451.73 × 151.5 = 977,437.095 → ¥977,437
    expect(q.lines.find((l) => l.key === 'freight')!.amount).toBe('155497');
    expect(q).toMatchObject({ totalUsd: '6451.73', total: '977437', subtotal: '962992' });
  });

  it('converts to EUR with cents', () => {
    // 6,451.73 × 0.92 = 5,935.5916 → €5,935.59
    expect(priceQuote(input({ currency: { code: 'EUR', rate: '0.92' } })).total).toBe('5935.59');
  });
});

describe('convertFromUsd', () => {
  it('rounds half up to the minor unit', () => {
    expect(convertFromUsd('3.00', 'JPY', '151.5')).toBe('455'); // 454.5
    expect(convertFromUsd('1.01', 'JPY', '150.5')).toBe('152'); // 152.005
    expect(convertFromUsd('10.01', 'GBP', '0.79')).toBe('7.91'); // 7.9079
  });
});

describe('quoteValidUntil', () => {
  it('adds the configured hours', () => {
    expect(quoteValidUntil(new Date('2026-03-01T00:00:00Z'), 72).toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });
});

describe('landedPrice (the one engine)', () => {
  const TABLES: PriceTables = {
    freightRates: [
      {
        countryCode: 'KE',
        port: 'Mombasa',
        method: 'roro',
        roroUsdPerM3: '78.00',
        containerUsd: null,
        carsPerContainer: 4,
        transitDays: 24,
      },
      {
        countryCode: 'KE',
        port: 'Mombasa',
        method: 'container',
        roroUsdPerM3: null,
        containerUsd: '3200.00',
        carsPerContainer: 4,
        transitDays: 27,
      },
      { countryCode: 'TZ', port: 'Dar es Salaam', method: 'roro', roroUsdPerM3: '80.00', containerUsd: null, carsPerContainer: 4 },
    ],
    charges: CHARGES,
    inspectionFee: { agency: 'QISJ', feeUsd: '250.00' },
    inspectionRequired: true,
    insuranceRatePercent: '1.5',
    currency: { code: 'USD', rate: '1' },
  };
  const car = { fobUsd: '5000.00', volumeM3: '12.075', country: 'KE', port: 'Mombasa', method: 'roro', terms: 'CIF' } as const;

  it('picks the port’s own rate (any case), includes the inspection the destination requires, and says where to', () => {
    const price = landedPrice(TABLES, { ...car, port: ' mombasa ' });
    // 5,000 + 150 + 120 + 60 + 250 + 12.075 × 78 = 941.85 → 6,521.85; 1.5% = 97.83 (97.82775)
    expect(amounts(price)).toEqual([
      ['fob_price', '5000.00'],
      ['inland_transport', '150.00'],
      ['port_charges', '120.00'],
      ['documentation_fee', '60.00'],
      ['inspection', '250.00'],
      ['freight', '941.85'],
      ['insurance', '97.83'],
    ]);
    expect(price).toMatchObject({
      terms: 'CIF',
      destination: { countryCode: 'KE', port: 'Mombasa', method: 'roro', transitDays: 24 },
      inspected: true,
      subtotalUsd: '6521.85',
      totalUsd: '6619.68',
      currency: 'USD',
      exchangeRate: '1',
      insuranceRatePercent: '1.5',
    });
  });

  it('is the calculator’s arithmetic: the same lines as priceQuote given the rate it picks', () => {
    const price = landedPrice(TABLES, { ...car, method: 'container', terms: 'CFR', insurance: true });
    const quote = priceQuote(
      input({
        method: 'container',
        terms: 'CFR',
        insurance: true,
        rate: TABLES.freightRates[1]!,
        inspection: { required: true, agency: 'QISJ', feeUsd: '250.00' },
      }),
    );
    expect(price.lines).toEqual(quote.lines);
    expect(price.totalUsd).toBe(quote.totalUsd);
  });

  it('leaves out an inspection the destination does not require unless asked, and refuses one it cannot price', () => {
    const optional = { ...TABLES, inspectionRequired: false };
    expect(landedPrice(optional, car).inspected).toBe(false);
    expect(landedPrice(optional, { ...car, inspection: true }).lines.find((l) => l.key === 'inspection')).toMatchObject({
      required: false,
      amountUsd: '250.00',
    });
    expect(() => landedPrice({ ...TABLES, inspectionFee: null }, car)).toThrow(new QuoteInputError('inspection_not_offered'));
  });

  it('refuses a port or a method without a rate on file, and RoRo freight without a volume', () => {
    expect(() => landedPrice(TABLES, { ...car, port: 'Lamu' })).toThrow(new QuoteInputError('rate_missing'));
    expect(() => landedPrice(TABLES, { ...car, country: 'TZ', port: 'Dar es Salaam', method: 'container' })).toThrow(
      new QuoteInputError('rate_missing'),
    );
    // A rate of another country with the same port name is not this one's.
    expect(() => landedPrice(TABLES, { ...car, country: 'UG' })).toThrow(new QuoteInputError('rate_missing'));
    expect(() => landedPrice(TABLES, { ...car, volumeM3: null })).toThrow(new QuoteInputError('volume_required'));
    expect(landedPrice(TABLES, { ...car, volumeM3: null, terms: 'FOB' }).totalUsd).toBe('5580.00');
  });

  it('converts at the tables’ rate', () => {
    const price = landedPrice({ ...TABLES, currency: { code: 'JPY', rate: '151.37' } }, car);
    // 6,619.68 × 151.37 = 1,002,020.9616 → ¥1,002,021
    expect(price).toMatchObject({ currency: 'JPY', exchangeRate: '151.37', totalUsd: '6619.68', total: '1002021' });
  });
});

describe('withInsurance (insurance added to a CFR price later)', () => {
  const TABLES: PriceTables = {
    freightRates: [{ countryCode: 'PK', port: 'Karachi', method: 'roro', roroUsdPerM3: '68.00', containerUsd: null, carsPerContainer: 4 }],
    charges: CHARGES,
    inspectionFee: null,
    inspectionRequired: false,
    insuranceRatePercent: '1.5',
    currency: { code: 'JPY', rate: '151.37' },
  };
  const cfr = { fobUsd: '7000.00', volumeM3: '11.220', country: 'PK', port: 'Karachi', method: 'roro', terms: 'CFR' } as const;

  it('prices it as the engine does when insurance is asked for from the start', () => {
    const later = withInsurance(landedPrice(TABLES, cfr), '1.5');
    const fromTheStart = landedPrice(TABLES, { ...cfr, insurance: true });
    expect(later).toEqual(fromTheStart);
  });

  it('keeps the price’s own exchange rate, and leaves an insured price as it is', () => {
    const price = landedPrice(TABLES, cfr);
    const insured = withInsurance(price, '2');
    expect(insured.exchangeRate).toBe('151.37');
    expect(insured.insuranceRatePercent).toBe('2');
    expect(insured.lines.slice(0, -1)).toEqual(price.lines);
    expect(withInsurance(insured, '1.5')).toBe(insured);
  });

  it('works on a snapshot without line details (orders priced before itemised pricing)', () => {
    const old = {
      ...landedPrice({ ...TABLES, charges: [], currency: { code: 'USD', rate: '1' } }, cfr),
      lines: [
        { key: 'fob_price', amountUsd: '7000.00', amount: '7000.00' },
        { key: 'freight', amountUsd: '953.70', amount: '953.70', method: 'roro' },
      ],
    } as LandedPrice;
    // 7,953.70 × 1.5% = 119.3055 → 119.31
    expect(withInsurance(old, '1.5')).toMatchObject({ subtotalUsd: '7953.70', totalUsd: '8073.01', insured: true });
  });
});
