import type { Redis } from 'ioredis';

/** How long a process trusts its copy without reading Redis, in case a change message was lost. */
export const SHARED_COUNTER_TRUST_MS = 5_000;

/**
 * A counter in Redis that every process also keeps a copy of, so that reading it costs no round trip: `bump()`
 * increments it and publishes the new value on a channel that every process listens to. Until the listener is
 * subscribed, after it reconnects (messages sent meanwhile are lost) and at least every SHARED_COUNTER_TRUST_MS
 * (a process that died between INCR and PUBLISH), the copy is read from Redis again. A bump is therefore seen at
 * once by the process that made it, within milliseconds by the others, and within a few seconds in the worst case.
 * Plain class without Nest, so that the benchmark's bare baseline can use it too.
 */
export class SharedCounter {
  private value = 0;
  /** Values learnt from bumps and messages, to tell whether one arrived while Redis was being read. */
  private learnt = 0;
  private checkedAt = -Infinity;
  private subscribed = false;
  private reading?: Promise<number>;
  private readonly listener: Redis;

  /**
   * @param redis the shared client; with a keyPrefix, `key` is prefixed by it
   * @param channel the channel's full name (channels are not prefixed by ioredis)
   */
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly channel: string,
    private readonly now: () => number = Date.now,
  ) {
    this.listener = redis.duplicate({ lazyConnect: true });
    this.listener.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.learn(Number(message));
    });
    // A resubscription after a reconnect: what was published meanwhile is lost, so read the counter again.
    this.listener.on('ready', () => {
      this.checkedAt = -Infinity;
    });
    this.listener.on('error', () => {
      // ioredis reconnects on its own; until then current() reads Redis.
    });
    this.listener.on('close', () => {
      this.subscribed = false;
    });
  }

  /** Connects the listener (call once at start-up; current() works before and without it, reading Redis). */
  async listen(): Promise<void> {
    await this.listener.connect();
    await this.listener.subscribe(this.channel);
    this.subscribed = true;
    this.listener.on('ready', () => {
      this.subscribed = true;
    });
    this.checkedAt = -Infinity;
  }

  async current(): Promise<number> {
    if (this.subscribed && this.now() - this.checkedAt < SHARED_COUNTER_TRUST_MS) return this.value;
    return this.read();
  }

  async bump(): Promise<number> {
    const value = await this.redis.incr(this.key);
    this.learn(value);
    await this.redis.publish(this.channel, String(value));
    return value;
  }

  async close(): Promise<void> {
    this.subscribed = false;
    await this.listener.quit().catch(() => this.listener.disconnect());
  }

  /** Messages may arrive out of order (two processes bumping at once): the copy only moves forward with them. */
  private learn(value: number): void {
    this.learnt++;
    if (Number.isSafeInteger(value) && value > this.value) this.value = value;
  }

  private read(): Promise<number> {
    this.reading ??= (async () => {
      try {
        const startedAt = this.now();
        const learnt = this.learnt;
        const stored = Number((await this.redis.get(this.key)) ?? 0) || 0;
        // What Redis holds wins (it may have restarted empty, taking the counter back), unless a bump arrived
        // while it was being read.
        this.value = this.learnt === learnt ? stored : Math.max(stored, this.value);
        this.checkedAt = startedAt;
        return this.value;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}
