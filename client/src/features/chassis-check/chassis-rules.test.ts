import { describe, expect, it } from 'vitest';
import { checkChassisQuery, mileageRollbacks, parseChassisQuery } from './chassis-rules';

describe('the chassis check’s query', () => {
  it('comes from the URL, trimmed', () => {
    expect(parseChassisQuery('maker=toyota&chassis=%20ZVW30-1234567%20')).toEqual({ maker: 'toyota', chassis: 'ZVW30-1234567' });
    expect(parseChassisQuery('')).toEqual({ maker: '', chassis: '' });
  });

  it('needs both fields, with the spec’s one message', () => {
    expect(checkChassisQuery({ maker: 'toyota', chassis: 'ZVW30-1' })).toBeNull();
    expect(checkChassisQuery({ maker: '', chassis: 'ZVW30-1' })).toEqual({ code: 'CHASSIS_CHECK_REQUIRED' });
    expect(checkChassisQuery({ maker: 'toyota', chassis: '  ' })).toEqual({ code: 'CHASSIS_CHECK_REQUIRED' });
  });
});

describe('the mileage rollback flag', () => {
  it('marks nothing when the readings only go up (or stay)', () => {
    const verdicts = mileageRollbacks([
      { date: '2022-01-10', mileageKm: 40_000 },
      { date: '2023-05-01', mileageKm: 40_000 },
      { date: '2024-11-20', mileageKm: 84_000 },
    ]);
    expect(verdicts.every((v) => !v.wentBack)).toBe(true);
  });

  it('marks a reading lower than any earlier one, with the highest earlier reading', () => {
    const verdicts = mileageRollbacks([
      { date: '2021-03-01', mileageKm: 60_000 },
      { date: '2022-03-01', mileageKm: 95_000 },
      { date: '2023-03-01', mileageKm: 52_000 },
      { date: '2024-03-01', mileageKm: 70_000 },
      { date: '2025-03-01', mileageKm: 99_000 },
    ]);
    expect(verdicts.map((v) => v.wentBack)).toEqual([false, false, true, true, false]);
    expect(verdicts[2].earlierKm).toBe(95_000);
    expect(verdicts[3].earlierKm).toBe(95_000);
  });

  it('compares by date whatever the order given, and not readings of the same day', () => {
    const verdicts = mileageRollbacks([
      { date: '2024-01-01', mileageKm: 30_000 },
      { date: '2020-01-01', mileageKm: 80_000 },
      { date: '2024-01-01', mileageKm: 90_000 },
    ]);
    expect(verdicts.map((v) => v.wentBack)).toEqual([true, false, false]);
    expect(mileageRollbacks([])).toEqual([]);
    expect(
      mileageRollbacks([
        { date: '2024-01-01', mileageKm: 50_000 },
        { date: '2024-01-01', mileageKm: 20_000 },
      ]).map((v) => v.wentBack),
    ).toEqual([false, false]);
  });
});
