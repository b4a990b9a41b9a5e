import { type BusPayload, createBus, defineCall, getProductCall } from 'shared-contracts';
import { z } from 'zod';
import { fakeApi, reply } from '../testing/fake-api';
import { productDetail } from '../testing/fixtures/catalog';
import { configureApiClient } from './api-base';
import { apiClient, createApiClient } from './api-client';

const staffOrdersCall = defineCall({
  method: 'GET',
  path: '/test/staff-orders',
  auth: 'staff',
  summary: 'A staff call, for this test',
  tag: 'test',
  answer: z.array(z.number()),
  errors: [401, 403],
});

const customerCall = defineCall({
  method: 'GET',
  path: '/test/customer-orders',
  auth: 'customer',
  summary: 'A customer call, for this test',
  tag: 'test',
  answer: z.array(z.number()),
  errors: [401, 403],
});

const session = (token: string) => ({ token, tokenExpirationDate: '2099-01-01T00:00:00Z', userId: '7' });

function expiredSignals(bus: ReturnType<typeof createBus>) {
  const customer: Array<BusPayload<'session.expired'>> = [];
  const staff: Array<BusPayload<'staff-session.expired'>> = [];
  bus.on('session.expired').subscribe((payload) => customer.push(payload));
  bus.on('staff-session.expired').subscribe((payload) => staff.push(payload));
  return { customer, staff };
}

beforeEach(() => window.history.replaceState(null, '', '/orders?page=2'));

describe('createApiClient', () => {
  it('signs each call with the token of its kind and sends the language, both from the bus', async () => {
    const bus = createBus();
    bus.publish('session.changed', session('customer-token'));
    bus.publish('staff-session.changed', session('staff-token'));
    bus.publish('language.changed', 'en-US');
    const api = fakeApi()
      .on(staffOrdersCall, ({ token }) => (token === 'staff-token' ? [1] : []))
      .on(customerCall, ({ token }) => (token === 'customer-token' ? [2] : []));
    const client = api.client(bus);

    await expect(client.call(staffOrdersCall, {})).resolves.toMatchObject({ kind: 'ok', data: [1] });
    await expect(client.call(customerCall, {})).resolves.toMatchObject({ kind: 'ok', data: [2] });
    expect(api.calls.map((call) => call.headers['Accept-Language'])).toEqual(['en-US', 'en-US']);
  });

  it('sends no token on a public call', async () => {
    const bus = createBus();
    bus.publish('session.changed', session('customer-token'));
    const api = fakeApi().on(getProductCall, () => reply.errors(404, { product: ['No existe'] }));
    await api.client(bus).call(getProductCall, { params: { id: 12 }, query: { language: 'es' } });
    expect(api.calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('reports a customer call refused with 401 as an expired session, with the page to come back to', async () => {
    const bus = createBus();
    bus.publish('session.changed', session('old-token'));
    const signals = expiredSignals(bus);
    const api = fakeApi().on(customerCall, () => reply.errors(401, { auth: ['Invalid token'] }));

    const result = await api.client(bus).call(customerCall, {});

    expect(result).toMatchObject({ kind: 'errors', status: 401 });
    expect(signals.customer).toEqual([{ returnTo: '/orders?page=2' }]);
    expect(signals.staff).toEqual([]);
  });

  it('reports a staff call refused with 401 as an expired staff session', async () => {
    const bus = createBus();
    bus.publish('staff-session.changed', session('old-staff-token'));
    const signals = expiredSignals(bus);
    const api = fakeApi().on(staffOrdersCall, () => reply.errors(401, { auth: ['Invalid token'] }));

    await api.client(bus).call(staffOrdersCall, {});

    expect(signals.staff).toEqual([{ returnTo: '/orders?page=2' }]);
    expect(signals.customer).toEqual([]);
  });

  it('reports nothing for a token replaced while its call was out (a password change renewed the session)', async () => {
    const bus = createBus();
    bus.publish('session.changed', session('old-token'));
    const signals = expiredSignals(bus);
    const api = fakeApi().on(customerCall, ({ token }) => {
      // The answer arrives after the shell took the renewed session.
      bus.publish('session.changed', session('renewed-token'));
      return token === 'renewed-token' ? [1] : reply.errors(401, { auth: ['Invalid token'] });
    });

    await expect(api.client(bus).call(customerCall, {})).resolves.toMatchObject({ status: 401 });

    expect(signals.customer).toEqual([]);
  });

  it('reports nothing when no session was held (a visitor, or one already signed out)', async () => {
    const bus = createBus();
    bus.publish('session.changed', null);
    const signals = expiredSignals(bus);
    const api = fakeApi().on(customerCall, () => [1]);
    await expect(api.client(bus).call(customerCall, {})).resolves.toMatchObject({ status: 401 });
    expect(signals.customer).toEqual([]);
  });

  it('never rejects, also offline', async () => {
    const client = createApiClient(createBus(), '/api', {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.call(customerCall, {})).resolves.toMatchObject({ kind: 'network-error' });
  });
});

describe('apiClient', () => {
  afterEach(() => configureApiClient('/api'));

  it('calls the API base the service was given', async () => {
    // jsdom has no fetch: an answer with what the client reads of one.
    const fetch = jest.fn(
      async () => ({ ok: true, status: 200, text: async () => JSON.stringify(productDetail(5)) }) as Response,
    );
    const original = globalThis.fetch;
    globalThis.fetch = fetch as typeof globalThis.fetch;
    try {
      configureApiClient('https://api.example/api');
      await expect(
        apiClient().call(getProductCall, { params: { id: 5 }, query: { language: 'en' } }),
      ).resolves.toMatchObject({ kind: 'ok', data: { id: 5 } });
      expect(fetch).toHaveBeenCalledWith('https://api.example/api/products/5?language=en', expect.anything());
    } finally {
      globalThis.fetch = original;
    }
  });
});
