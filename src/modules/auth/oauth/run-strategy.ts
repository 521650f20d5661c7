import type { StrategyOutcome } from './oauth-rules.js';

/** The part of a passport strategy that we drive. */
export interface DrivableStrategy {
  authenticate(req: unknown, options?: object): void;
}

/** What a strategy needs of the request: the query string of the provider's redirect. */
export interface StrategyRequest {
  query: Record<string, string>;
  /** SHA-256 of the client's nonce, kept with the state when a sign-in starts (see RedisStateStore). */
  nonceHash?: string;
}

/**
 * Runs one passport strategy for one request and settles with what it decided, instead of letting it write
 * to the response. This is what `passport.authenticate()` does inside (a per-request `Object.create` of the
 * strategy with `success`/`fail`/`redirect`/`error` bound to it), minus the Express response: with Fastify
 * the controller then answers with an ordinary redirect, so hooks, headers and the error filter all apply.
 * A strategy that has not decided within `timeoutMs` (a provider that never answers) settles as an error.
 */
export function runStrategy(
  strategy: DrivableStrategy,
  req: StrategyRequest,
  options: object,
  timeoutMs: number,
): Promise<StrategyOutcome> {
  return new Promise<StrategyOutcome>((resolve) => {
    let settled = false;
    const timer = setTimeout(
      () => settle({ type: 'error', error: new Error(`The provider did not answer within ${timeoutMs} ms`) }),
      timeoutMs,
    );
    function settle(outcome: StrategyOutcome): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    }
    const run = Object.assign(Object.create(strategy) as DrivableStrategy, {
      success: (user: unknown, info?: unknown) => settle({ type: 'success', user, info }),
      fail: (challenge?: unknown, status?: number) =>
        typeof challenge === 'number'
          ? settle({ type: 'fail', challenge: undefined, status: challenge })
          : settle({ type: 'fail', challenge, status }),
      redirect: (url: string) => settle({ type: 'redirect', url }),
      pass: () => settle({ type: 'error', error: new Error('The strategy passed without deciding') }),
      error: (error: unknown) => settle({ type: 'error', error }),
    });
    try {
      run.authenticate(req, options);
    } catch (error) {
      settle({ type: 'error', error });
    }
  });
}
