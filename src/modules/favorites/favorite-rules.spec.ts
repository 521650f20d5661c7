import { describe, expect, it } from '@jest/globals';
import { CAR_STATUSES } from '../cars/car.entity.js';
import { availabilityOf, isListed } from './favorite-rules.js';

describe('favorite rules', () => {
  it('marks every status: for sale, reserved, or gone from the catalogue', () => {
    expect(Object.fromEntries(CAR_STATUSES.map((s) => [s, [availabilityOf(s), isListed(s)]]))).toEqual({
      available: ['available', true],
      ready_to_ship: ['available', true],
      reserved: ['reserved', true],
      sold: ['sold', false],
      in_transit: ['sold', false],
      released: ['sold', false],
      withdrawn: ['withdrawn', false],
    });
  });
});
