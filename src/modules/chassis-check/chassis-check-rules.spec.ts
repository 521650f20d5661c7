import { describe, expect, it } from '@jest/globals';
import { chassisCheckRefusal, chassisKey, makerKey, mileageWentBack } from './chassis-check-rules.js';

describe('chassis check rules', () => {
  it('compares chassis numbers ignoring case, spaces and dashes', () => {
    expect(chassisKey('  zvw30-123 4567 ')).toBe('ZVW301234567');
    expect(chassisKey('ZVW30--1234567')).toBe('ZVW301234567');
  });

  it('compares makers by name or slug alike', () => {
    expect(makerKey('Mercedes-Benz')).toBe(makerKey('mercedes benz'));
    expect(makerKey(' TOYOTA ')).toBe('toyota');
  });

  it('asks for both fields, naming each missing one', () => {
    const refusal = chassisCheckRefusal(' ', undefined);
    expect(refusal).toMatchObject({
      code: 'CHASSIS_CHECK_REQUIRED',
      message: 'Please enter both maker and chassis number',
      details: [
        { field: 'maker', code: 'CHASSIS_CHECK_REQUIRED' },
        { field: 'chassisNumber', code: 'CHASSIS_CHECK_REQUIRED' },
      ],
    });
    expect(chassisCheckRefusal('Toyota', 'ZVW30/1234567')).toMatchObject({ code: 'CHASSIS_NUMBER_INVALID' });
    expect(chassisCheckRefusal('Toyota', 'Z-1')).toMatchObject({ code: 'CHASSIS_NUMBER_INVALID' });
    expect(chassisCheckRefusal('Toyota', 'zvw30 1234567')).toBeNull();
  });

  it('flags an odometer that went backwards between dated records', () => {
    expect(mileageWentBack([])).toBe(false);
    expect(
      mileageWentBack([
        { date: '2024-05-01', mileageKm: 40_000 },
        { date: '2021-03-01', mileageKm: 90_000 },
      ]),
    ).toBe(true);
    expect(
      mileageWentBack([
        { date: '2021-03-01', mileageKm: 40_000 },
        { date: '2024-05-01', mileageKm: 90_000 },
      ]),
    ).toBe(false);
  });
});
