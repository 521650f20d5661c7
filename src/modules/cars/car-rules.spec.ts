import { describe, expect, it } from '@jest/globals';
import { badgesOf, CAR_MACHINE, canTransition, isListed, LISTED_STATUSES, parseFeatures, STOCK_ID_PATTERN, volumeM3 } from './car-rules.js';

describe('car rules', () => {
  it('hides sold, in-transit and released cars from the public', () => {
    expect(isListed('released')).toBe(false);
    expect(LISTED_STATUSES).toEqual(['available', 'ready_to_ship', 'reserved']);
    expect(isListed('sold')).toBe(false);
    expect(isListed('in_transit')).toBe(false);
    expect(isListed('reserved')).toBe(true);
  });

  it('gives the spec badges', () => {
    expect(badgesOf('available')).toEqual(['Available']);
    expect(badgesOf('ready_to_ship')).toEqual(['Available', 'Ready to Ship']);
    expect(badgesOf('reserved')).toEqual(['RESERVED']);
    expect(badgesOf('released')).toEqual([]);
  });

  it('allows only the known transitions', () => {
    expect(canTransition('available', 'reserved')).toBe(true);
    expect(canTransition('reserved', 'available')).toBe(true);
    expect(canTransition('sold', 'in_transit')).toBe(true);
    expect(canTransition('in_transit', 'released')).toBe(true);
    expect(canTransition('released', 'available')).toBe(false);
    expect(canTransition('in_transit', 'available')).toBe(false);
    expect(canTransition('available', 'available')).toBe(false);
  });

  it('lets only its order take a sold car back to reserved (a voided payment took the deposit back, issue 24)', () => {
    expect(CAR_MACHINE.can('sold', 'reserved', 'order')).toBe(true);
    expect(canTransition('sold', 'reserved')).toBe(false);
  });

  it('parses features: a list, the legacy JSON-in-a-list, and garbage as nothing', () => {
    expect(parseFeatures(['Air conditioning', ' ABS '])).toEqual(['Air conditioning', 'ABS']);
    expect(parseFeatures(['["Navigation","Sunroof"]'])).toEqual(['Navigation', 'Sunroof']);
    expect(parseFeatures(['["Navigation",'])).toEqual([]);
    expect(parseFeatures(['{"a":1}'])).toEqual(['{"a":1}']);
    expect(parseFeatures(['[1,2]'])).toEqual([]);
    expect(parseFeatures('Navigation')).toEqual([]);
    expect(parseFeatures(null)).toEqual([]);
    expect(parseFeatures(['Single feature'])).toEqual(['Single feature']);
  });

  it('computes the freight volume exactly', () => {
    expect(volumeM3('4.69', '1.82', '1.49')).toBe('12.718');
    expect(volumeM3(3.4, 1.48, 1.6)).toBe('8.051');
  });

  it('knows a stock id when it sees one', () => {
    expect(STOCK_ID_PATTERN.test('AB1234567')).toBe(true);
    expect(STOCK_ID_PATTERN.test('ab1234567')).toBe(false);
    expect(STOCK_ID_PATTERN.test('AB123456')).toBe(false);
  });
});
