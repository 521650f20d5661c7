import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { retryDelayMs } from '../src/events/domain-event-rules.js';
import { DomainEventRow } from '../src/events/domain-event.entity.js';
import { type DomainEvent, domainEvent, type DomainEventName } from '../src/events/domain-event-types.js';
import { DomainEventsDispatcher } from '../src/events/domain-events-dispatcher.service.js';
import { DomainEvents } from '../src/events/domain-events.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep, waitFor } from './support/wait.js';

/**
 * The domain events' outbox against the real PostgreSQL and Redis/BullMQ (issue 25): the dispatcher job (its schedule
 * and its early wake-up) runs in this process (WORKER=inline). The clock stands still, so an event whose subscriber
 * threw is due again only when the spec moves it on.
 */
describe('domain events: recorded with the change, dispatched after its commit', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-26T10:00:00Z');
  let events: DomainEvents;
  let dispatcher: DomainEventsDispatcher;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'inline' }, { clock });
    events = t.app.get(DomainEvents);
    dispatcher = t.app.get(DomainEventsDispatcher);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A subscriber that notes the stock ids of its spec's events (those starting with `prefix`), and may throw first. */
  function listen<K extends 'car.price_changed' | 'car.status_changed' | 'car.listed'>(
    name: K,
    id: string,
    prefix: string,
    failures = 0,
    options: { inTransaction?: boolean } = {},
  ) {
    const got: string[] = [];
    let calls = 0;
    events.subscribe(
      name,
      id,
      async (event: DomainEvent<K>) => {
        if (!event.payload.stockId.startsWith(prefix)) return;
        calls += 1;
        if (calls <= failures) throw new Error(`${id} is down (call ${calls})`);
        got.push(event.payload.stockId);
      },
      options,
    );
    return { got, calls: () => calls };
  }

  const priceChanged = (stockId: string) => domainEvent('car.price_changed', { stockId, previousPriceUsd: '100.00', priceUsd: '90.00' });
  const rowOf = (name: DomainEventName, stockId: string) =>
    t.dataSource
      .getRepository(DomainEventRow)
      .createQueryBuilder('e')
      .where(`e.name = :name AND e.payload->>'stockId' = :stockId`, { name, stockId })
      .getMany();

  it('never dispatches an event whose transaction rolled back', async () => {
    const heard = listen('car.price_changed', 'spec.rollback', 'RB');
    await expect(
      t.dataSource.transaction(async (m) => {
        await events.record(m, priceChanged('RB-ROLLED-BACK'));
        expect(await m.getRepository(DomainEventRow).countBy({ name: 'car.price_changed' })).toBeGreaterThan(0);
        throw new Error('the change fails after its event is recorded');
      }),
    ).rejects.toThrow('the change fails');
    await t.dataSource.transaction((m) => events.record(m, priceChanged('RB-COMMITTED')));

    // The committed one, recorded after it, arrives: the dispatcher has run since.
    await waitFor(
      'the committed event',
      async () => [...heard.got],
      (got) => got.includes('RB-COMMITTED'),
    );
    await dispatcher.dispatch();
    expect(heard.got).toEqual(['RB-COMMITTED']);
    expect(await rowOf('car.price_changed', 'RB-ROLLED-BACK')).toEqual([]);
  });

  it('dispatches a committed event once to each subscriber, however often the dispatcher runs', async () => {
    const first = listen('car.status_changed', 'spec.first', 'ONCE');
    const second = listen('car.status_changed', 'spec.second', 'ONCE');
    await t.dataSource.transaction((m) =>
      events.record(m, domainEvent('car.status_changed', { stockId: 'ONCE-1', previousStatus: 'available', status: 'reserved' })),
    );
    await waitFor(
      'both subscribers',
      async () => [first.got.length, second.got.length],
      ([a, b]) => a === 1 && b === 1,
    );

    // Run by hand, and by the schedule (every 5 s): nothing more.
    await dispatcher.dispatch();
    await dispatcher.dispatch();
    await sleep(5_500);
    expect(first.got).toEqual(['ONCE-1']);
    expect(second.got).toEqual(['ONCE-1']);
    const [row] = await rowOf('car.status_changed', 'ONCE-1');
    expect(row).toMatchObject({ attempts: 0, lastError: null, nextAttemptAt: null });
    expect(row!.dispatchedAt).toEqual(clock.now());
    expect(row!.doneSubscribers).toEqual(expect.arrayContaining(['spec.first', 'spec.second']));
  });

  it('retries a subscriber that throws until it succeeds, while the others get the event once, at once', async () => {
    const flaky = listen('car.listed', 'spec.flaky', 'RETRY', 2);
    const steady = listen('car.listed', 'spec.steady', 'RETRY');
    await t.dataSource.transaction((m) =>
      events.record(
        m,
        domainEvent('car.listed', {
          stockId: 'RETRY-1',
          title: '2018 Toyota Corolla',
          make: 'toyota',
          model: 'Corolla',
          year: 2018,
          fobPriceUsd: '8500.00',
          status: 'available',
        }),
      ),
    );
    const failedOnce = await waitFor(
      'the first failed dispatch',
      async () => (await rowOf('car.listed', 'RETRY-1'))[0],
      (row) => row?.attempts === 1,
    );
    expect(steady.got).toEqual(['RETRY-1']);
    expect(flaky.got).toEqual([]);
    expect(failedOnce).toMatchObject({ dispatchedAt: null, lastError: 'spec.flaky: spec.flaky is down (call 1)' });
    expect(failedOnce.doneSubscribers).toContain('spec.steady');
    expect(failedOnce.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));

    // Not due before its time, however often the dispatcher runs.
    await dispatcher.dispatch();
    expect(flaky.calls()).toBe(1);

    clock.advance(retryDelayMs(1));
    const failedTwice = await waitFor(
      'the second failed dispatch',
      async () => {
        await dispatcher.dispatch();
        return (await rowOf('car.listed', 'RETRY-1'))[0];
      },
      (row) => row?.attempts === 2,
    );
    expect(failedTwice).toMatchObject({ dispatchedAt: null, lastError: 'spec.flaky: spec.flaky is down (call 2)' });

    clock.advance(retryDelayMs(2));
    const done = await waitFor(
      'the retry that succeeds',
      async () => {
        await dispatcher.dispatch();
        return (await rowOf('car.listed', 'RETRY-1'))[0];
      },
      (row) => row?.dispatchedAt !== null,
    );
    expect(done).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });
    expect(flaky.got).toEqual(['RETRY-1']);
    expect(flaky.calls()).toBe(3);
    // The steady subscriber was not run again by the retries.
    expect(steady.got).toEqual(['RETRY-1']);
  });

  it('runs an in-transaction subscriber inside the change: its writes and its failure are the change’s', async () => {
    const heard: { stockId: string; sameTransaction: boolean }[] = [];
    events.subscribe(
      'car.price_changed',
      'spec.inside',
      async (event, tx) => {
        if (!event.payload.stockId.startsWith('IN')) return;
        // The event's own row is visible only to the recording transaction until it commits.
        const [{ n }] = await tx.manager.query(`SELECT count(*)::int AS n FROM domain_events WHERE id = $1`, [event.id]);
        heard.push({ stockId: event.payload.stockId, sameTransaction: n === 1 });
        if (event.payload.stockId === 'IN-REFUSED') throw new Error('the rule refuses the change');
      },
      { inTransaction: true },
    );
    await t.dataSource.transaction((m) => events.record(m, priceChanged('IN-1')));
    expect(heard).toEqual([{ stockId: 'IN-1', sameTransaction: true }]);

    await expect(t.dataSource.transaction((m) => events.record(m, priceChanged('IN-REFUSED')))).rejects.toThrow('the rule refuses');
    expect(await rowOf('car.price_changed', 'IN-REFUSED')).toEqual([]);
  });
});
