import { describe, expect, it } from '@jest/globals';
import { badgesOf, CAR_MACHINE, canTransition, isListed, LISTED_STATUSES, parseFeatures, STOCK_ID_PATTERN, volumeM3 } from './car-rules.js';

describe('car rules', () => {
  it('hides sold, in-transit, released and withdrawn cars from the public', () => {
    expect(isListed('released')).toBe(false);
    expect(isListed('withdrawn')).toBe(false);
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
    expect(badgesOf('withdrawn')).toEqual([]);
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

  describe('withdrawn from sale (issue 24)', () => {
    const free = { holdingOrderId: null };
    const held = { holdingOrderId: '5b7f3c1e-2a4d-4e8f-9b6a-1c2d3e4f5a6b' };

    it('lets staff withdraw a car no order holds, and put it back on sale only as available', () => {
      for (const from of ['available', 'ready_to_ship', 'reserved'] as const)
        expect(CAR_MACHINE.can(from, 'withdrawn', 'staff', free)).toBe(true);
      expect(CAR_MACHINE.targets('withdrawn', 'staff', free)).toEqual(['available']);
      expect(CAR_MACHINE.targets('available', 'staff', free)).toContain('withdrawn');
      expect(CAR_MACHINE.targets('ready_to_ship', 'staff', free)).toContain('withdrawn');
    });

    it('refuses to withdraw a car an order holds, saying it moves with its order', () => {
      for (const from of ['available', 'ready_to_ship', 'reserved'] as const) {
        expect(CAR_MACHINE.refusal(from, 'withdrawn', 'staff', held)).toMatchObject({
          code: 'CAR_FOLLOWS_ORDER',
          params: { orderId: held.holdingOrderId },
        });
      }
      expect(CAR_MACHINE.targets('reserved', 'staff', held)).toEqual([]);
    });

    it('never withdraws a sold, shipped or delivered car, nor reserves or sells a withdrawn one', () => {
      for (const from of ['sold', 'in_transit', 'released'] as const)
        for (const by of ['staff', 'order'] as const)
          expect(CAR_MACHINE.refusal(from, 'withdrawn', by, free)).toMatchObject({ code: 'INVALID_STATUS_TRANSITION' });
      for (const to of ['reserved', 'ready_to_ship', 'sold', 'in_transit', 'released'] as const)
        for (const by of ['staff', 'order'] as const) expect(CAR_MACHINE.can('withdrawn', to, by, free)).toBe(false);
      expect(CAR_MACHINE.refusal('withdrawn', 'withdrawn', 'staff', free)).toMatchObject({
        code: 'INVALID_STATUS_TRANSITION',
        message: 'This car is already withdrawn.',
      });
    });

    it('lets an order withdraw only the car it reserved (its cancel when the company never bought the car), never return it', () => {
      expect(CAR_MACHINE.can('reserved', 'withdrawn', 'order', held)).toBe(true);
      expect(CAR_MACHINE.can('available', 'withdrawn', 'order')).toBe(false);
      expect(CAR_MACHINE.can('ready_to_ship', 'withdrawn', 'order')).toBe(false);
      expect(CAR_MACHINE.can('withdrawn', 'available', 'order')).toBe(false);
    });
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
