import type { AppError } from '../errors/app-error.js';

/**
 * The one shape of every stateful thing (DESIGN.md §9, issue 24): a table of moves, each from one or more states to
 * another, made by named causes (a customer, staff, a payment, the clock), under guards that hold the domain's rules,
 * emitting named domain events. Pure: services ask the machine before they write, screens ask it what is allowed
 * (`targets`), property tests walk it. A refused move is a 409 whose message says why.
 *
 * A machine knows no database: the service that owns the rows locks them, asks `assert`, writes the new state and
 * records the events the move returns, all in one transaction.
 */

/** A rule over the facts of the thing being moved: null when it holds, else the refusal (a 409 that says why). */
export type Guard<F, S extends string = string, C extends string = string> = (facts: F, move: { from: S; to: S; by: C }) => AppError | null;

export interface TransitionRule<S extends string, C extends string, F = void, E extends string = string> {
  from: S | readonly S[];
  to: S;
  /** Who or what may make this move. */
  by: readonly C[];
  /** Checked in order when the move is asked for with facts; the first refusal wins. */
  guards?: readonly Guard<F, S, C>[];
  /** The domain events this move emits, in order (webhooks, mail, caches and read models react to them). */
  emits?: readonly E[];
}

export interface StateMachineDefinition<S extends string, C extends string, F = void, E extends string = string> {
  /** What the thing is called in logs and documentation: `order`, `car`, `auction lot`. */
  name: string;
  states: readonly S[];
  transitions: readonly TransitionRule<S, C, F, E>[];
  /** A move to the state the thing is in already (409). */
  alreadyIn: (state: S, cause: C) => AppError;
  /** A move the table does not have, or not for this cause (409). */
  notAllowed: (from: S, to: S, cause: C) => AppError;
}

/** A move the machine allowed: the rule it followed and the events to record with it. */
export interface AllowedMove<S extends string, C extends string, F, E extends string> {
  from: S;
  to: S;
  by: C;
  rule: TransitionRule<S, C, F, E>;
  emits: readonly E[];
}

export interface StateMachine<S extends string, C extends string, F = void, E extends string = string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly transitions: readonly TransitionRule<S, C, F, E>[];
  /** The rule from `from` to `to`, whoever asks. */
  rule(from: S, to: S): TransitionRule<S, C, F, E> | undefined;
  /** Whether `by` may move the thing from `from` to `to`; with facts, its guards are asked too. */
  can(from: S, to: S, by: C, ...facts: FactsArg<F>): boolean;
  /** Why `by` may not (a 409), or null when it may; without facts only the table is asked. */
  refusal(from: S, to: S, by: C, ...facts: FactsArg<F>): AppError | null;
  /** The move, or throws its refusal. */
  assert(from: S, to: S, by: C, ...facts: FactsArg<F>): AllowedMove<S, C, F, E>;
  /** The states `by` may move the thing to from `from` (what a screen offers); with facts, only those the guards allow. */
  targets(from: S, by: C, ...facts: FactsArg<F>): S[];
  /** A state no move leaves. */
  isFinal(state: S): boolean;
}

/** Facts are optional: asked without them, a machine answers from its table alone (a screen's first question). */
type FactsArg<F> = [F] extends [void] ? [] : [facts?: F];

const fromStates = <S extends string>(from: S | readonly S[]): readonly S[] => (typeof from === 'string' ? [from] : (from as readonly S[]));

/**
 * Builds a machine from its table, checking the table itself first: a move naming an unknown state, or two moves
 * between the same pair of states, is a programming error and fails at start-up, not on a customer's request.
 */
export function defineStateMachine<S extends string, C extends string, F = void, E extends string = string>(
  definition: StateMachineDefinition<S, C, F, E>,
): StateMachine<S, C, F, E> {
  const { name, states, transitions } = definition;
  const known = new Set<string>(states);
  const byPair = new Map<string, TransitionRule<S, C, F, E>>();
  for (const rule of transitions) {
    for (const from of fromStates(rule.from)) {
      for (const state of [from, rule.to]) {
        if (!known.has(state)) throw new Error(`State machine ${name}: unknown state "${state}" in ${from} → ${rule.to}`);
      }
      if (from === rule.to) throw new Error(`State machine ${name}: a move from ${from} to itself`);
      const key = `${from}→${rule.to}`;
      if (byPair.has(key)) throw new Error(`State machine ${name}: two moves from ${from} to ${rule.to}`);
      byPair.set(key, rule);
    }
    if (rule.by.length === 0) throw new Error(`State machine ${name}: nobody may make the move to ${rule.to}`);
  }

  const rule = (from: S, to: S) => byPair.get(`${from}→${to}`);

  const refusal = (from: S, to: S, by: C, ...facts: FactsArg<F>): AppError | null => {
    if (from === to) return definition.alreadyIn(to, by);
    const found = rule(from, to);
    if (!found || !found.by.includes(by)) return definition.notAllowed(from, to, by);
    if (facts.length === 0 || facts[0] === undefined) return null;
    for (const guard of found.guards ?? []) {
      const refused = guard(facts[0] as F, { from, to, by });
      if (refused) return refused;
    }
    return null;
  };

  const finals = new Set(states.filter((s) => ![...byPair.keys()].some((key) => key.startsWith(`${s}→`))));

  return {
    name,
    states,
    transitions,
    rule,
    refusal,
    can: (from, to, by, ...facts) => refusal(from, to, by, ...facts) === null,
    assert(from, to, by, ...facts) {
      const refused = refusal(from, to, by, ...facts);
      if (refused) throw refused;
      const found = rule(from, to)!;
      return { from, to, by, rule: found, emits: found.emits ?? [] };
    },
    targets: (from, by, ...facts) => states.filter((to) => to !== from && refusal(from, to, by, ...facts) === null),
    isFinal: (state) => finals.has(state),
  };
}

/** `deposit_paid` → "deposit paid": how a state reads inside a message. */
export const stateLabel = (state: string): string => state.replace(/_/g, ' ');
