/**
 * At most `concurrency` exports at once in this process; up to `queueSize` more wait (first come, first served) for at
 * most `waitMs`; beyond that, or past the wait, `acquire` rejects with ExportsBusy. Pure (timers only), so the rule is
 * tested without a server.
 */
export class ExportsBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many exports are running');
    this.name = 'ExportsBusy';
  }
}

interface Waiter {
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

export class ExportSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: { concurrency: number; queueSize: number; waitMs: number }) {}

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** A place to run in: resolves with its release (call it once, when the export ends however it ends). */
  acquire(): Promise<() => void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.queueSize) return Promise.reject(new ExportsBusy(this.retryAfter()));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new ExportsBusy(this.retryAfter()));
        }, this.limits.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Seconds a refused export should wait before trying again: about the longest a place is waited for. */
  private retryAfter(): number {
    return Math.max(1, Math.ceil(this.limits.waitMs / 1000));
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        // The place passes straight to the next export: `running` stays as it is.
        next.grant(this.releaser());
      } else {
        this.running -= 1;
      }
    };
  }
}
