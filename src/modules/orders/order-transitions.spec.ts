import { describe, expect, it } from '@jest/globals';
import { CAR_MACHINE, isListed } from '../cars/car-rules.js';
import {
  CAR_STATUS_OF,
  canTransition,
  HOLDING_STATUSES,
  ORDER_MACHINE,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  STAFF_TARGETS,
  TRANSITION_CAUSES,
  transitionRefusal,
} from './order-transitions.js';

describe('the order transitions table', () => {
  it('is exactly the issue’s chain, with shipping allowed on the deposit', () => {
    expect(ORDER_TRANSITIONS.map((t) => `${t.from} → ${t.to} by ${t.by.join('|')}`)).toEqual([
      'reserved → deposit_paid by payment',
      'deposit_paid → paid by payment',
      'deposit_paid → shipped by staff',
      'paid → shipped by staff',
      'shipped → arrived by staff',
      'reserved → cancelled by customer|staff|expiry',
      'deposit_paid → cancelled by staff|void',
      'paid → deposit_paid by void',
      'deposit_paid → reserved by void',
    ]);
  });

  it('moves back only for a voided payment, and only paid → deposit_paid → reserved or cancelled (issue 24)', () => {
    expect(canTransition('paid', 'deposit_paid', 'void')).toBe(true);
    expect(canTransition('deposit_paid', 'reserved', 'void')).toBe(true);
    expect(canTransition('paid', 'deposit_paid', 'staff')).toBe(false);
    expect(canTransition('deposit_paid', 'reserved', 'staff')).toBe(false);
    for (const from of ['shipped', 'arrived', 'cancelled'] as const) {
      for (const to of ORDER_STATUSES) expect(canTransition(from, to, 'void')).toBe(false);
    }
    expect(ORDER_MACHINE.targets('paid', 'void')).toEqual(['deposit_paid']);
    // An order of a deleted account is cancelled instead (order-payments.ts statusesAfterVoid).
    expect(ORDER_MACHINE.targets('deposit_paid', 'void')).toEqual(['reserved', 'cancelled']);
    // Staff screens are offered nothing new.
    expect(ORDER_MACHINE.targets('deposit_paid', 'staff')).toEqual(['shipped', 'cancelled']);
  });

  it('lets the customer cancel only a reservation, and the expiry job nothing else', () => {
    expect(canTransition('reserved', 'cancelled', 'customer')).toBe(true);
    expect(canTransition('deposit_paid', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('reserved', 'cancelled', 'expiry')).toBe(true);
    expect(canTransition('deposit_paid', 'cancelled', 'expiry')).toBe(false);
    expect(canTransition('deposit_paid', 'cancelled', 'staff')).toBe(true);
    expect(canTransition('paid', 'cancelled', 'staff')).toBe(false);
  });

  it('moves to deposit_paid and paid only through payments, never by hand', () => {
    expect(canTransition('reserved', 'deposit_paid', 'staff')).toBe(false);
    expect(canTransition('deposit_paid', 'paid', 'staff')).toBe(false);
    expect(STAFF_TARGETS).toEqual(['shipped', 'arrived', 'cancelled']);
  });

  it('never leaves cancelled or arrived', () => {
    for (const to of ORDER_STATUSES) {
      for (const by of TRANSITION_CAUSES) {
        expect(canTransition('cancelled', to, by)).toBe(false);
        expect(canTransition('arrived', to, by)).toBe(false);
      }
    }
  });

  it('moves the car along a path the car’s own table allows', () => {
    // A new order (a reservation) takes an available car.
    expect(CAR_MACHINE.can('available', CAR_STATUS_OF.reserved, 'order')).toBe(true);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES.filter((s) => ORDER_MACHINE.rule(from, s))) {
        const [a, b] = [CAR_STATUS_OF[from], CAR_STATUS_OF[to]];
        // The order moves its car (CarStock.followOrder, cause `order`).
        if (a !== b) expect([from, to, CAR_MACHINE.can(a, b, 'order')]).toEqual([from, to, true]);
      }
    }
  });

  it('keeps the car from other buyers while an order holds it, off the catalogue once paid for, and frees it on cancel', () => {
    for (const status of HOLDING_STATUSES) expect([status, CAR_STATUS_OF[status]]).not.toEqual([status, 'available']);
    for (const status of HOLDING_STATUSES.filter((s) => s !== 'reserved'))
      expect([status, isListed(CAR_STATUS_OF[status])]).toEqual([status, false]);
    expect(CAR_STATUS_OF.cancelled).toBe('available');
  });

  it('counts every state but cancelled as holding the car', () => {
    expect(HOLDING_STATUSES).toEqual(['reserved', 'deposit_paid', 'paid', 'shipped', 'arrived']);
  });

  it('explains a refused move with a 409 and a clear message', () => {
    const refusal = (from: OrderStatus, to: OrderStatus, by: (typeof TRANSITION_CAUSES)[number]) => {
      const error = transitionRefusal(from, to, by);
      return error && { status: error.getStatus(), code: error.code, message: error.message };
    };
    expect(refusal('paid', 'shipped', 'staff')).toBeNull();
    expect(refusal('reserved', 'shipped', 'staff')).toEqual({
      status: 409,
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'This order cannot go from reserved to shipped.',
    });
    expect(refusal('shipped', 'shipped', 'staff')).toEqual({
      status: 409,
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'This order is already shipped.',
    });
    expect(refusal('deposit_paid', 'cancelled', 'customer')).toEqual({
      status: 409,
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'Only a reservation can be cancelled here; this order is deposit paid. Please contact us.',
    });
    expect(refusal('cancelled', 'cancelled', 'customer')?.message).toBe('This order is already cancelled.');
    expect(refusal('paid', 'cancelled', 'staff')?.message).toBe('This order cannot go from paid to cancelled.');
  });
});
