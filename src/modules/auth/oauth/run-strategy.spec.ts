import { describe, expect, it } from '@jest/globals';
import { runStrategy } from './run-strategy.js';

type Actions = {
  success(user: unknown, info?: unknown): void;
  fail(challenge?: unknown, status?: number): void;
  redirect(url: string): void;
  error(err: unknown): void;
};

/** A strategy whose `authenticate` does whatever the test says, through the bound action functions. */
const strategy = (act: (self: Actions, req: unknown, options: unknown) => void) => ({
  authenticate(this: Actions, req: unknown, options?: object) {
    act(this, req, options);
  },
});

const req = { query: {} };

describe('runStrategy', () => {
  it('settles with the redirect, the success, the failure or the error the strategy chose', async () => {
    await expect(
      runStrategy(
        strategy((s) => s.redirect('https://idp.example/authorize')),
        req,
        {},
        1000,
      ),
    ).resolves.toEqual({
      type: 'redirect',
      url: 'https://idp.example/authorize',
    });
    await expect(
      runStrategy(
        strategy((s) => s.success({ id: 'p' }, { state: 1 })),
        req,
        {},
        1000,
      ),
    ).resolves.toEqual({
      type: 'success',
      user: { id: 'p' },
      info: { state: 1 },
    });
    await expect(
      runStrategy(
        strategy((s) => s.fail({ message: 'denied' }, 403)),
        req,
        {},
        1000,
      ),
    ).resolves.toEqual({
      type: 'fail',
      challenge: { message: 'denied' },
      status: 403,
    });
    await expect(
      runStrategy(
        strategy((s) => s.fail(401)),
        req,
        {},
        1000,
      ),
    ).resolves.toEqual({ type: 'fail', challenge: undefined, status: 401 });
    const boom = new Error('boom');
    await expect(
      runStrategy(
        strategy((s) => s.error(boom)),
        req,
        {},
        1000,
      ),
    ).resolves.toEqual({ type: 'error', error: boom });
  });

  it('passes the request and options through, and turns a throw into an error outcome', async () => {
    let seen: unknown[] = [];
    await runStrategy(
      strategy((s, r, o) => {
        seen = [r, o];
        s.redirect('x');
      }),
      { query: { code: 'c' } },
      { prompt: 'select_account' },
      1000,
    );
    expect(seen).toEqual([{ query: { code: 'c' } }, { prompt: 'select_account' }]);
    const thrown = await runStrategy(
      strategy(() => {
        throw new Error('sync');
      }),
      req,
      {},
      1000,
    );
    expect(thrown).toMatchObject({ type: 'error', error: new Error('sync') });
  });

  it('keeps the first decision and ignores later ones', async () => {
    const outcome = await runStrategy(
      strategy((s) => {
        s.redirect('first');
        s.error(new Error('second'));
      }),
      req,
      {},
      1000,
    );
    expect(outcome).toEqual({ type: 'redirect', url: 'first' });
  });

  it('gives up on a strategy that never decides', async () => {
    const outcome = await runStrategy(
      strategy(() => undefined),
      req,
      {},
      20,
    );
    expect(outcome.type).toBe('error');
  });

  it('does not touch the shared strategy object (each run gets its own action functions)', async () => {
    const shared = strategy((s) => s.redirect('x'));
    await runStrategy(shared, req, {}, 1000);
    expect(Object.keys(shared)).toEqual(['authenticate']);
  });
});
