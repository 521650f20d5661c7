import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AutoExportApiError, createAutoExportClient, unwrap } from '../packages/sdk/src/index.js';
import { CatalogueVersion } from '../src/common/cache/catalogue-version.service.js';
import { uniqueTag } from './support/admin-helpers.js';
import { createCar, createMake } from './support/car-factories.js';
import { createCustomer, type Customer } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The typed SDK (packages/sdk, generated from openapi.yaml) driving a dealer's journey against the running server
 * over real HTTP with the dealer's API key: search the catalogue, keep a favorite, reserve the car, follow the order;
 * errors come back as AutoExportApiError with the API's code.
 */
describe('the TypeScript SDK against the running server', () => {
  let t: TestApp;
  let baseUrl: string;
  let dealer: Customer;
  let apiKey: string;
  let model: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    const tag = uniqueTag();
    const make = await createMake(t, { slug: `sdk-${tag}`, title: `SDK ${tag}` });
    model = `Hiace ${tag}`;
    await createCar(t, { makeId: make.id, model, fobPriceUsd: '14250.00', status: 'available' });
    await t.app.get(CatalogueVersion).bump();
    dealer = await createCustomer(t, { accountType: 'dealer' });
    // The dealer makes a key in their profile (signed in): the SDK then works with the key alone.
    const signedIn = createAutoExportClient({ baseUrl, accessToken: dealer.token });
    const created = await unwrap(
      signedIn.POST('/api/user/api-keys', {
        body: { name: 'Stock sync', scopes: ['catalogue:read', 'favorites', 'orders:read', 'orders:write'] },
      }),
    );
    apiKey = created.key;
  });
  afterAll(() => t?.close());

  it('searches, keeps a favorite, reserves the car and follows the order, with an API key', async () => {
    const api = createAutoExportClient({ baseUrl, apiKey });
    const found = await unwrap(api.GET('/api/cars', { params: { query: { q: model } } }));
    expect(found.items).toHaveLength(1);
    const car = found.items[0]!;
    expect(car.price).toMatchObject({ amount: '14250.00', currency: 'USD' });

    await unwrap(api.POST('/api/favorites/{id}', { params: { path: { id: car.ref } } }));
    const favorites = await unwrap(api.GET('/api/favorites', {}));
    expect(favorites.items.map((f) => f.car.ref)).toContain(car.ref);

    const order = await unwrap(
      api.POST('/api/orders', {
        body: {
          stockId: car.ref,
          tradeTerms: 'CFR',
          shippingMethod: 'roro',
          destinationCountry: 'KE',
          destinationPort: 'Mombasa',
          consigneeId: dealer.consignee.publicId,
        },
      }),
    );
    expect(order.status).toBe('reserved');
    const followed = await unwrap(api.GET('/api/orders/{id}', { params: { path: { id: order.id } } }));
    expect(followed).toMatchObject({ id: order.id, status: 'reserved', car: { stockId: car.ref } });
    const reserved = await unwrap(api.GET('/api/orders/reserved', {}));
    expect(reserved.items.map((o) => o.id)).toContain(order.id);
  });

  it('turns an error answer into an AutoExportApiError with the API’s status, code and sentence', async () => {
    const api = createAutoExportClient({ baseUrl, apiKey });
    const error = await unwrap(api.GET('/api/orders/{id}', { params: { path: { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' } } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AutoExportApiError);
    expect(error).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' });

    const anonymous = createAutoExportClient({ baseUrl });
    const refused = await unwrap(anonymous.GET('/api/orders/reserved', {})).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401 });

    // A scope the key was not given: the answer names it.
    const lot = await unwrap(api.GET('/api/auctions/account', {})).catch((e: unknown) => e);
    expect(lot).toMatchObject({ status: 403, code: 'API_KEY_SCOPE_MISSING' });
  });
});
