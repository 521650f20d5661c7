import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { appError } from '../errors/app-error.js';
import { Msg } from '../errors/messages.js';
import { REDIS } from '../redis/redis.module.js';

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip:1.2.3.4`; hashed identifiers are fine. */
  key: string;
  limit: number;
  windowSeconds: number;
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
