import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { REFERENCE_FREIGHT_RATES, REFERENCE_INSPECTION_FEES } from './price-tables.js';
import { REFERENCE_IMPORT_RULES } from './import-rules.js';

describe('reference price tables', () => {
  it('price every inspection the reference import rules require', () => {
    const required = REFERENCE_IMPORT_RULES.filter((r) => r[6] !== null).map((r) => r[0]);
    const priced = new Set(REFERENCE_INSPECTION_FEES.map(([country]) => country));
    expect(required.filter((c) => !priced.has(c))).toEqual([]);
  });

  it('quote RoRo at $60–110 per m³ and a container at $2,400–4,800', () => {
    for (const [, , roro, container] of REFERENCE_FREIGHT_RATES) {
      expect(new Decimal(roro).gte(60) && new Decimal(roro).lte(110)).toBe(true);
      expect(new Decimal(container).gte(2400) && new Decimal(container).lte(4800)).toBe(true);
    }
  });

  it("include Pakistan's ports Qasim and Karachi (spec §9)", () => {
    expect(REFERENCE_FREIGHT_RATES.filter(([c]) => c === 'PK').map(([, port]) => port)).toEqual(
      expect.arrayContaining(['Qasim', 'Karachi']),
    );
  });
});
