import { describe, expect, it } from '@jest/globals';
import { conflict } from '../errors/app-error.js';
import { defineStateMachine } from './state-machine.js';

type Light = 'red' | 'green' | 'amber' | 'off';
const LIGHTS: readonly Light[] = ['red', 'green', 'amber', 'off'];
type Cause = 'timer' | 'engineer';

/** A machine with a guard, to try the shape on: an engineer may switch a light off only when nobody is crossing. */
const light = () =>
  defineStateMachine<Light, Cause, { crossing: number }, 'light.changed'>({
    name: 'light',
    states: LIGHTS,
    transitions: [
      { from: 'red', to: 'green', by: ['timer'], emits: ['light.changed'] },
      { from: 'green', to: 'amber', by: ['timer'], emits: ['light.changed'] },
      { from: 'amber', to: 'red', by: ['timer'], emits: ['light.changed'] },
      {
        from: ['red', 'green', 'amber'],
        to: 'off',
        by: ['engineer'],
        guards: [(facts, move) => (facts.crossing > 0 ? conflict('ORDER_ALREADY_IN_STATUS', { status: `${move.from} (crossing)` }) : null)],
      },
    ],
    alreadyIn: (state) => conflict('ORDER_ALREADY_IN_STATUS', { status: state }),
    notAllowed: (from, to) => conflict('ORDER_TRANSITION_NOT_ALLOWED', { from, to }),
  });

describe('defineStateMachine', () => {
  it('allows the moves of its table for their causes only', () => {
    const machine = light();
    expect(machine.can('red', 'green', 'timer')).toBe(true);
    expect(machine.can('red', 'green', 'engineer')).toBe(false);
    expect(machine.can('green', 'red', 'timer')).toBe(false);
    expect(machine.can('amber', 'off', 'engineer')).toBe(true);
  });

  it('answers a refusal as a 409 that says why: already there, or no such move', () => {
    const machine = light();
    const already = machine.refusal('red', 'red', 'timer');
    expect([already?.getStatus(), already?.code, already?.message]).toEqual([
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
      'This order is already red.',
    ]);
    const missing = machine.refusal('green', 'red', 'timer');
    expect([missing?.getStatus(), missing?.message]).toEqual([409, 'This order cannot go from green to red.']);
    expect(() => machine.assert('off', 'red', 'timer')).toThrow('This order cannot go from off to red.');
  });

  it('asks the guards only when given the facts, and the first refusal wins', () => {
    const machine = light();
    expect(machine.can('green', 'off', 'engineer')).toBe(true);
    expect(machine.can('green', 'off', 'engineer', { crossing: 0 })).toBe(true);
    expect(machine.refusal('green', 'off', 'engineer', { crossing: 2 })?.message).toBe('This order is already green (crossing).');
  });

  it('lists the states a cause may move to (what a screen offers), the guards included', () => {
    const machine = light();
    expect(machine.targets('red', 'timer')).toEqual(['green']);
    expect(machine.targets('red', 'engineer')).toEqual(['off']);
    expect(machine.targets('red', 'engineer', { crossing: 1 })).toEqual([]);
    expect(machine.targets('off', 'engineer')).toEqual([]);
  });

  it('names the events of an allowed move, and the states no move leaves', () => {
    const machine = light();
    expect(machine.assert('amber', 'red', 'timer').emits).toEqual(['light.changed']);
    expect(machine.assert('amber', 'off', 'engineer', { crossing: 0 }).emits).toEqual([]);
    expect(LIGHTS.filter((s) => machine.isFinal(s))).toEqual(['off']);
  });

  it('refuses a table with an unknown state, a move to itself or two moves between the same states', () => {
    const base = { name: 't', states: ['a', 'b'] as const, alreadyIn: () => conflict('ORDER_ALREADY_IN_STATUS', { status: '' }) };
    const notAllowed = () => conflict('ORDER_TRANSITION_NOT_ALLOWED', { from: '', to: '' });
    expect(() => defineStateMachine({ ...base, notAllowed, transitions: [{ from: 'a', to: 'c' as 'b', by: ['x'] }] })).toThrow(
      'unknown state "c"',
    );
    expect(() => defineStateMachine({ ...base, notAllowed, transitions: [{ from: 'a', to: 'a', by: ['x'] }] })).toThrow('to itself');
    expect(() =>
      defineStateMachine({
        ...base,
        notAllowed,
        transitions: [
          { from: 'a', to: 'b', by: ['x'] },
          { from: ['a'], to: 'b', by: ['y'] },
        ],
      }),
    ).toThrow('two moves from a to b');
  });
});
