import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { pauseAfter } from './csv-exports.service.js';
import { ExportsBusy, ExportSlots } from './export-slots.js';

describe('export slots', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs N at once, queues up to the bound in order, and refuses one more with a retry time', async () => {
    const slots = new ExportSlots({ concurrency: 2, queueSize: 2, waitMs: 30_000 });
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: string[] = [];
    const third = slots.acquire().then((release) => (order.push('third'), release));
    const fourth = slots.acquire().then((release) => (order.push('fourth'), release));
    expect(slots.stats).toEqual({ running: 2, waiting: 2 });
    await expect(slots.acquire()).rejects.toEqual(new ExportsBusy(30));
    await expect(slots.acquire()).rejects.toMatchObject({ retryAfterSeconds: 30 });

    first();
    first(); // a second release of the same place changes nothing
    const thirdRelease = await third;
    expect(order).toEqual(['third']);
    expect(slots.stats).toEqual({ running: 2, waiting: 1 });
    second();
    const fourthRelease = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    thirdRelease();
    fourthRelease();
    expect(slots.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a queued export that waited too long, and gives its queue place back', async () => {
    jest.useFakeTimers();
    const slots = new ExportSlots({ concurrency: 1, queueSize: 1, waitMs: 5_000 });
    const running = await slots.acquire();
    const waiting = slots.acquire();
    jest.advanceTimersByTime(5_000);
    await expect(waiting).rejects.toEqual(new ExportsBusy(5));
    expect(slots.stats).toEqual({ running: 1, waiting: 0 });
    running();
    expect(slots.stats).toEqual({ running: 0, waiting: 0 });
    (await slots.acquire())();
  });

  it('with no queue, refuses at once whatever is beyond the limit', async () => {
    const slots = new ExportSlots({ concurrency: 1, queueSize: 0, waitMs: 1_000 });
    await slots.acquire();
    await expect(slots.acquire()).rejects.toBeInstanceOf(ExportsBusy);
  });
});

describe('the pause after a batch', () => {
  it('keeps the running exports together within their share of the process’s time', () => {
    // Alone at 25%: three times as long as it worked; two at 25% together: seven times each (12.5% each).
    expect(pauseAfter(10, 1, 25)).toBe(30);
    expect(pauseAfter(10, 2, 25)).toBe(70);
    expect(pauseAfter(10, 1, 50)).toBe(10);
    expect(pauseAfter(10, 3, 100)).toBe(0);
    // Never more than 2 s, never negative.
    expect(pauseAfter(5_000, 2, 25)).toBe(2_000);
    expect(pauseAfter(0, 0, 25)).toBe(0);
  });
});
