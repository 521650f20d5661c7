import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { json } from '../../test/fakes';
import { translateError, translateFieldErrors } from '../i18n/error-text';
import { ApiError } from './api-error';
import { createApiClient, unwrap } from './client';

function setup(answer: (request: Request) => Promise<Response> = async () => json(200, {})) {
  const store = { getAccessToken: vi.fn(async () => 'access-1'), handleUnauthorized: vi.fn(() => true) };
  const onSignedOut = vi.fn();
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    return answer(input as Request);
  }) as unknown as typeof fetch;
  return { client: createApiClient(store, onSignedOut, fetchImpl), store, onSignedOut, requests };
}

describe('the API client', () => {
  const t = createTestI18n('en').t;

  it('sends the Bearer token on calls that need it, and on the public catalogue (prices)', async () => {
    const { client, requests } = setup();
    await client.GET('/api/user/profile');
    await client.GET('/api/cars');
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer access-1', 'Bearer access-1']);
  });

  it('tells the server the interface language, so it writes to the customer in it', async () => {
    const store = { getAccessToken: vi.fn(async () => null), handleUnauthorized: vi.fn(() => true) };
    const requests: Request[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      requests.push(input as Request);
      return json(200, {});
    }) as unknown as typeof fetch;
    let language: 'en' | 'ur' = 'ur';
    const client = createApiClient(store, vi.fn(), fetchImpl, () => language);
    await client.POST('/api/auth/forgot-password', { body: { email: 'bilal@example.com' } });
    language = 'en';
    await client.GET('/api/cars');
    expect(requests.map((r) => r.headers.get('accept-language'))).toEqual(['ur', 'en']);
  });

  it('sends no token on the public paths (spec §6)', async () => {
    const { client, requests, store } = setup();
    await client.GET('/api/footer-data');
    await client.POST('/api/user/login', { body: { email: 'a@b.co', password: 'secret1', rememberMe: false } });
    await client.POST('/api/auth/refresh', { body: { refreshToken: 'r' } });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([null, null, null]);
    expect(store.getAccessToken).not.toHaveBeenCalled();
  });

  it('sends no token with the currencies, except a choice of currency (kept on the profile when signed in)', async () => {
    const { client, requests } = setup();
    await client.GET('/api/currencies/rates');
    await client.GET('/api/currencies/detect');
    await client.POST('/api/currencies/preference', { body: { currencyCode: 'EUR' } });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([null, null, 'Bearer access-1']);
  });

  it('sends no token with the public shipping schedule: a stale session cannot sign its visitor out', async () => {
    const { client, requests, store } = setup();
    await client.GET('/api/shipping-schedule', { params: { query: { port: 'Mombasa' } } });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([null]);
    expect(store.getAccessToken).not.toHaveBeenCalled();
  });

  it('a 401 clears the session and sends the user to /auth', async () => {
    const { client, store, onSignedOut } = setup(async () =>
      json(401, { statusCode: 401, code: 'TOKEN_EXPIRED', message: 'x', error: 'Unauthorized', requestId: 'r' }),
    );
    await expect(unwrap(client.GET('/api/user/profile'))).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(store.handleUnauthorized).toHaveBeenCalledWith('access-1');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a token that was renewed meanwhile leaves the session alone', async () => {
    const { client, store, onSignedOut } = setup(async () => json(401, { code: 'TOKEN_EXPIRED', message: 'x' }));
    store.handleUnauthorized.mockReturnValue(false);
    await client.GET('/api/user/profile');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('other failures do not touch the session', async () => {
    const { client, store } = setup(async () => json(404, { code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' }));
    await expect(unwrap(client.GET('/api/cars/detail/ref/{ref}', { params: { path: { ref: 'AB1234567' } } }))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(store.handleUnauthorized).not.toHaveBeenCalled();
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it('gives up after 10 seconds with "Request timed out. Please try again."', async () => {
      const { client } = setup(
        (request) =>
          new Promise((_resolve, reject) => {
            request.signal.addEventListener('abort', () => reject(request.signal.reason));
          }),
      );
      const call = unwrap(client.GET('/api/footer-data'));
      const settled = expect(call).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
      await vi.advanceTimersByTimeAsync(9_999);
      let done = false;
      void call.catch(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(translateError(t, await call.catch((error: unknown) => error))).toBe('Request timed out. Please try again.');
    });
  });

  it('normalises an error body into one ApiError, translated by code with its params and field errors', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Please fill in all required fields',
      requestId: 'r1',
      details: [
        { field: 'password', code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters', params: { min: 6 } },
        { field: 'firstName', code: 'FIELD_REQUIRED', message: 'First name is required', params: { label: 'First name' } },
      ],
    };
    const { client } = setup(async () => json(400, body));
    const error = await unwrap(client.POST('/api/user/register', { body: {} as never })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', requestId: 'r1' });
    expect(translateError(t, error)).toBe('Please fill in all required fields');
    expect(translateFieldErrors(createTestI18n('pt').t, error, { firstName: 'Nome' })).toEqual({
      password: 'A senha deve ter pelo menos 6 caracteres',
      firstName: 'Nome é obrigatório',
    });
  });

  it('turns a network failure into NETWORK_ERROR, translated', async () => {
    const { client } = setup(async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await unwrap(client.GET('/api/footer-data')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(translateError(createTestI18n('es').t, error)).toBe(
      'No pudimos conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
    );
  });
});
