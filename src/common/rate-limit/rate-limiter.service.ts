import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { appError } from '../errors/app-error.js';
import { unavailableDependency } from '../errors/dependency-failure.js';
import { Msg } from '@autoexport/contract/messages';
import { REDIS } from '../redis/redis.module.js';

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip:1.2.3.4`; hashed identifiers are fine. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Where a caller stands against its tightest rule, for `RateLimit-Limit`, `-Remaining` and `-Reset` (seconds). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  reset: number;
}

/**
 * Fixed-window counters in Redis, shared by every API process. (DESIGN.md names @nestjs/throttler, but its
 * CommonJS build cannot load the ESM-only @nestjs/common 12 under Jest; this is the same idea in one class.)
 */
@Injectable()
export class RateLimiterService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one hit against every rule; throws 429 with Retry-After when any is over its limit. */
  async hit(rules: RateLimitRule[]): Promise<void> {
    const results = await Promise.all(rules.map((rule) => this.count(rule, 1)));
    this.throwIfOver(rules, results);
  }

  /**
   * Counts one hit against every rule and answers the state of the tightest (fewest left, then soonest reset); over
   * any limit, throws 429 with `Retry-After` and the same `RateLimit-*` headers.
   *
   * While Redis is down every method throws (the filter answers 503 SERVICE_UNAVAILABLE), failing closed: the limits
   * on sign-in, registration, password reset and the contact forms hold back credential stuffing and spam, which an
   * outage must not open the door to — and those routes write to PostgreSQL through paths that need Redis anyway
   * (queued emails). `take` can fail open instead (`failOpen`), for a dealer's reads metered by API key: their quota
   * is fair-use accounting, the key itself is checked in PostgreSQL, and the catalogue answers without Redis.
   */
  async take(rules: RateLimitRule[], options: { failOpen?: boolean } = {}): Promise<RateLimitState | null> {
    let results: { count: number; ttl: number }[];
    try {
      results = await Promise.all(rules.map((rule) => this.count(rule, 1)));
    } catch (error) {
      // failOpen: Redis being down must not stop the calls it only meters (null: nothing counted, no headers).
      if (options.failOpen && unavailableDependency(error) === 'redis') return null;
      throw error;
    }
    const states = results.map((result, i) => ({
      limit: rules[i]!.limit,
      remaining: Math.max(0, rules[i]!.limit - result.count),
      reset: result.ttl,
      over: result.count > rules[i]!.limit,
    }));
    const tightest = states.reduce((a, b) => (b.remaining < a.remaining || (b.remaining === a.remaining && b.reset < a.reset) ? b : a));
    const state = { limit: tightest.limit, remaining: tightest.remaining, reset: tightest.reset };
    const over = states.filter((s) => s.over);
    if (over.length > 0) {
      const retryAfter = Math.max(...over.map((s) => s.reset));
      throw appError(HttpStatus.TOO_MANY_REQUESTS, Msg.TOO_MANY_REQUESTS).withHeaders({
        'Retry-After': String(retryAfter),
        ...rateLimitHeaders({ ...state, remaining: 0, reset: retryAfter }),
      });
    }
    return state;
  }

  /** Throws 429 when any rule is already at its limit, without counting (e.g. failed sign-ins only). */
  async check(rules: RateLimitRule[]): Promise<void> {
    const results = await Promise.all(rules.map((rule) => this.count(rule, 0)));
    this.throwIfOver(rules, results, true);
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((k) => `rl:${k}`));
  }

  private async count(rule: RateLimitRule, by: 0 | 1): Promise<{ count: number; ttl: number }> {
    const key = `rl:${rule.key}`;
    const reply = await this.redis.multi().incrby(key, by).expire(key, rule.windowSeconds, 'NX').ttl(key).exec();
    const count = Number(reply?.[0]?.[1] ?? 0);
    const ttl = Number(reply?.[2]?.[1] ?? rule.windowSeconds);
    if (count === 0) await this.redis.del(key);
    return { count, ttl: ttl > 0 ? ttl : rule.windowSeconds };
  }

  private throwIfOver(rules: RateLimitRule[], results: { count: number; ttl: number }[], atLimit = false): void {
    let retryAfter = 0;
    results.forEach((result, i) => {
      const over = atLimit ? result.count >= rules[i]!.limit : result.count > rules[i]!.limit;
      if (over) retryAfter = Math.max(retryAfter, result.ttl);
    });
    if (retryAfter > 0) {
      throw appError(HttpStatus.TOO_MANY_REQUESTS, Msg.TOO_MANY_REQUESTS).withHeaders({ 'Retry-After': String(retryAfter) });
    }
  }
}

/** The IETF draft's RateLimit-* response headers of a state. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return { 'RateLimit-Limit': String(state.limit), 'RateLimit-Remaining': String(state.remaining), 'RateLimit-Reset': String(state.reset) };
}
