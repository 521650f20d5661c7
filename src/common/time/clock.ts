import { type DynamicModule, Global, Module } from '@nestjs/common';

/**
 * What time it is, for rules that depend on it (reservation deadlines and their expiry): inject `Clock` and ask
 * `clock.now()` instead of `new Date()`, and compare against the value it gives rather than SQL's `now()`. The app
 * runs on the system clock; tests pass a ManualClock (createApp's `clock` option) to stand exactly on a deadline
 * without waiting days.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still until moved: for tests. */
export class ManualClock extends Clock {
  private at: number;

  constructor(at: Date | string) {
    super();
    this.at = new Date(at).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(at: Date | string): void {
    this.at = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.at += ms;
  }
}

/** Provides the one Clock of the application (global): the system clock unless one is given. */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = new SystemClock()): DynamicModule {
    return { module: ClockModule, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}
