import { describe, expect, it } from 'vitest';
import { toClaimBody, today } from './claim-steps';

describe('the claim form body', () => {
  const values = {
    orderId: 'o-1',
    damageReportReference: '',
    description: '  Dented bumper  ',
    damageFoundOn: '2026-04-06',
    amountClaimed: '2,650.00',
    repairEstimate: ' ',
  };

  it('trims, drops thousands separators and leaves out blank optional fields', () => {
    expect(toClaimBody(values)).toEqual({
      orderId: 'o-1',
      description: 'Dented bumper',
      damageFoundOn: '2026-04-06',
      amountClaimed: '2650.00',
    });
  });

  it('sends the damage report and the estimate when given', () => {
    expect(toClaimBody({ ...values, damageReportReference: 'DR-7K3M9Q2X', repairEstimate: '2400' })).toMatchObject({
      damageReportReference: 'DR-7K3M9Q2X',
      repairEstimate: '2400',
    });
  });

  it('knows today as a date', () => {
    expect(today(new Date(2026, 3, 6, 23, 30))).toBe('2026-04-06');
  });
});
