import { fakeApi, reply } from 'remote-kit/testing';
import {
  type BrowserData,
  SANDBOX_TEST_CARDS,
  THREE_DS_FRAME_MESSAGE_TYPES,
  type ThreeDSFrameMessage,
  checkVersionCall,
  createBus,
  getChallengeStatusCall,
  getGatherStatusCall,
  initiateAuthenticationCall,
  initiateAuthorizationCall,
  verifyCartCall,
} from 'shared-contracts';
import { type PaymentRequest, type PaymentStep, runPayment } from './payment-flow';
import { type ThreeDSFrames } from './three-ds-frames';

const ORDER = 'EST-20260315-AB12CD';
const TRANS = '0b8f8a5e-2f55-4c55-9d0a-3c8f2b6f1a11';
const OTHER_TRANS = '7d1c6a4e-9b0e-4f1f-8e55-1a2b3c4d5e6f';

const BROWSER: BrowserData = {
  accept_header: 'text/html',
  color_depth: 24,
  java_enabled: false,
  javascript_enabled: true,
  language: 'es-ES',
  screen_height: 900,
  screen_width: 1280,
  challenge_window_size: 'WINDOWED_600X400',
  timezone: -60,
  user_agent: 'Mozilla/5.0 Test',
};

const REQUEST: PaymentRequest = {
  orderCode: ORDER,
  amount: 755.55,
  card: {
    cardholderName: ' Ana García ',
    cardNumber: SANDBOX_TEST_CARDS.frictionless.VISA,
    expiry: '09/29',
    cvc: '123',
  },
  cart: {
    cart_data: [{ id: 7, quantity: 1, price: 1289 }],
    coupon_code_discount: 'MAXIMO',
    total: 755.55,
  },
};

/** The frames a page would open, kept for the test to look at and answer from. */
function fakeFrames() {
  const opened: Array<{ kind: 'method' | 'challenge'; url: string; data: string; closed: boolean }> = [];
  const frames: ThreeDSFrames = {
    openMethodFrame(url, data) {
      const frame = { kind: 'method' as const, url, data, closed: false };
      opened.push(frame);
      return { window: () => window, close: () => void (frame.closed = true) };
    },
    async openChallengeFrame(url, data) {
      const frame = { kind: 'challenge' as const, url, data, closed: false };
      opened.push(frame);
      return { window: () => window, close: () => void (frame.closed = true) };
    },
  };
  return { frames, opened };
}

/** A notification page's message, as it reaches the shop's window. */
function postFrameMessage(data: ThreeDSFrameMessage, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
}

const skipGathering = () => ({
  action: 'skip_gathering' as const,
  server_trans_id: TRANS,
  method_url: null,
  encoded_method_data: null,
});

function setUp() {
  const bus = createBus();
  bus.publish('session.changed', {
    token: 'token-of-4',
    userId: 4,
    tokenExpirationDate: '2099-01-01T00:00:00.000Z',
  });
  const api = fakeApi()
    .on(verifyCartCall, () => ({ errors: {} }))
    .on(checkVersionCall, skipGathering)
    .on(initiateAuthenticationCall, () => ({
      action: 'AUTHORIZATION' as const,
      url: null,
      encoded_creq: null,
    }))
    .on(initiateAuthorizationCall, () => ({ status: 'success' as const }));
  const { frames, opened } = fakeFrames();
  const steps: PaymentStep[] = [];
  const controller = new AbortController();
  const run = (request: PaymentRequest = REQUEST) =>
    runPayment(request, {
      client: api.client(bus),
      frames,
      browserData: () => BROWSER,
      signal: controller.signal,
      onStep: (step) => steps.push(step),
    });
  return { api, opened, steps, controller, run };
}

describe('the payment flow (docs/spec.md §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pays a frictionless card: verify, check version, authenticate, authorise', async () => {
    const { api, opened, steps, run } = setUp();
    await expect(run()).resolves.toEqual({ kind: 'paid' });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/checkout/verify_cart',
      '/secure3d/check-version',
      '/secure3d/initiate_authentication',
      '/secure3d/initiate_authorization',
    ]);
    expect(api.callsOf(verifyCartCall)[0]!.body).toEqual(REQUEST.cart);
    expect(api.callsOf(checkVersionCall)[0]!.body).toEqual({
      order_code: ORDER,
      scheme: 'VISA',
      card_number: '4222000006285344',
    });
    expect(api.callsOf(initiateAuthenticationCall)[0]!.body).toEqual({
      server_trans_id: TRANS,
      order_code: ORDER,
      card_details: {
        full_name: 'Ana García',
        number: '4222000006285344',
        scheme: 'VISA',
        expiry_month: '09',
        expiry_year: '29',
      },
      browser_data: BROWSER,
      amount: 755.55,
      currency: 'EUR',
    });
    expect(api.callsOf(initiateAuthorizationCall)[0]!.body).toEqual({
      server_trans_id: TRANS,
      order_code: ORDER,
      card_details: {
        chname: 'Ana García',
        number: '4222000006285344',
        type: 'VISA',
        expdate: '0929',
        cvn: '123',
      },
      amount: 755.55,
      currency: 'EUR',
    });
    expect(opened).toEqual([]);
    expect(steps).toEqual(['verifying', 'authenticating', 'authorizing']);
  });

  it("carries the first answer's request id on every later call of the purchase, polls included", async () => {
    const { api, run } = setUp();
    api
      .on(checkVersionCall, () => ({
        ...skipGathering(),
        action: 'gather_device_data' as const,
        method_url: '/m',
        encoded_method_data: 'e30',
      }))
      .on(getGatherStatusCall, () => ({ status: 'success' as const }))
      .on(initiateAuthenticationCall, () => ({
        action: 'CHALLENGE' as const,
        url: '/c',
        encoded_creq: 'e30',
      }))
      .on(getChallengeStatusCall, () => ({ status: 'success' as const }));
    const result = run();
    await jest.advanceTimersByTimeAsync(1000);
    postFrameMessage({
      type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
      server_trans_id: TRANS,
      trans_status: 'Y',
    });
    await expect(result).resolves.toEqual({ kind: 'paid' });
    const [verify, ...later] = api.calls;
    expect(verify!.headers['x-request-id']).toBeUndefined();
    expect(later.map((call) => call.path)).toEqual([
      '/secure3d/check-version',
      `/secure3d/transaction-gather-status/${TRANS}`,
      '/secure3d/initiate_authentication',
      `/secure3d/challenge-status/${TRANS}`,
      '/secure3d/initiate_authorization',
    ]);
    expect(new Set(later.map((call) => call.headers['x-request-id']))).toEqual(new Set(['fake-request-1']));
  });

  it('sends the shopper back to the cart when it no longer verifies, before any card call', async () => {
    const { api, run } = setUp();
    api.on(verifyCartCall, () => reply.errors(409, { 'stock.7': ['There are not 1 available'] }));
    await expect(run()).resolves.toEqual({
      kind: 'cart-changed',
      errors: { 'stock.7': ['There are not 1 available'] },
    });
    expect(api.callsOf(checkVersionCall)).toHaveLength(0);
  });

  it('fails without an answer from verify_cart, and keeps the order', async () => {
    const { api, run } = setUp();
    api.on(verifyCartCall, () => reply.offline());
    await expect(run()).resolves.toEqual({ kind: 'failed', reason: 'verify', messages: [] });
  });

  it('goes on without device data for not_enrolled', async () => {
    const { api, opened, run } = setUp();
    api.on(checkVersionCall, () => ({ ...skipGathering(), action: 'not_enrolled' as const }));
    await expect(run()).resolves.toEqual({ kind: 'paid' });
    expect(opened).toEqual([]);
    expect(api.callsOf(getGatherStatusCall)).toHaveLength(0);
  });

  describe('gathering device data', () => {
    const gather = () => ({
      action: 'gather_device_data' as const,
      server_trans_id: TRANS,
      method_url: '/api/sandbox-acs/method',
      encoded_method_data: 'eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IngifQ',
    });

    it('loads the method page in a hidden frame and polls the gather status every 1 s', async () => {
      const { api, opened, run } = setUp();
      const statuses = ['not_success', 'not_success', 'success'] as const;
      api.on(checkVersionCall, gather).on(getGatherStatusCall, ({ params }) => {
        expect(params.id).toBe(TRANS);
        return { status: statuses[api.callsOf(getGatherStatusCall).length - 1] ?? 'success' };
      });
      const result = run();
      await jest.advanceTimersByTimeAsync(0);
      expect(opened).toEqual([
        { kind: 'method', url: '/api/sandbox-acs/method', data: gather().encoded_method_data, closed: false },
      ]);
      await jest.advanceTimersByTimeAsync(2999);
      expect(api.callsOf(getGatherStatusCall)).toHaveLength(2);
      expect(api.callsOf(initiateAuthenticationCall)).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ kind: 'paid' });
      expect(api.callsOf(getGatherStatusCall)).toHaveLength(3);
      expect(opened[0]!.closed).toBe(true);
    });

    it("goes on at once on the frame's message, from this page's origin, its frame and its transaction only", async () => {
      const { api, opened, run } = setUp();
      api.on(checkVersionCall, gather).on(getGatherStatusCall, () => ({ status: 'not_success' as const }));
      const result = run();
      await jest.advanceTimersByTimeAsync(1500);
      const message = { type: THREE_DS_FRAME_MESSAGE_TYPES.methodCompleted, server_trans_id: TRANS } as const;
      postFrameMessage(message, 'https://evil.example');
      postFrameMessage({ ...message, server_trans_id: OTHER_TRANS });
      postFrameMessage({
        type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
        server_trans_id: TRANS,
        trans_status: 'Y',
      });
      await jest.advanceTimersByTimeAsync(0);
      expect(api.callsOf(initiateAuthenticationCall)).toHaveLength(0);
      postFrameMessage(message);
      await jest.advanceTimersByTimeAsync(0);
      await expect(result).resolves.toEqual({ kind: 'paid' });
      expect(api.callsOf(getGatherStatusCall)).toHaveLength(1);
      expect(opened[0]!.closed).toBe(true);
    });

    it('goes on after 10 s without either (the device data timeout)', async () => {
      const { api, opened, run } = setUp();
      api.on(checkVersionCall, gather).on(getGatherStatusCall, () => ({ status: 'not_success' as const }));
      const result = run();
      await jest.advanceTimersByTimeAsync(9999);
      expect(api.callsOf(initiateAuthenticationCall)).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ kind: 'paid' });
      // Asked at 1 s, 2 s … 9 s; at 10 s the time is over.
      expect(api.callsOf(getGatherStatusCall)).toHaveLength(9);
      expect(opened[0]!.closed).toBe(true);
    });
  });

  describe('authentication', () => {
    it('treats ERROR as a pass (docs/spec.md §4)', async () => {
      const { api, run } = setUp();
      api.on(initiateAuthenticationCall, () => ({ action: 'ERROR' as const, url: null, encoded_creq: null }));
      await expect(run()).resolves.toEqual({ kind: 'paid' });
    });

    it.each(['NOT_AUTHENTICATED', 'REJECTED'] as const)(
      'fails on %s, with nothing charged',
      async (action) => {
        const { api, run } = setUp();
        api.on(initiateAuthenticationCall, () => ({ action, url: null, encoded_creq: null }));
        await expect(run()).resolves.toEqual({ kind: 'failed', reason: 'not-authenticated', messages: [] });
        expect(api.callsOf(initiateAuthorizationCall)).toHaveLength(0);
      },
    );
  });

  describe('the challenge', () => {
    const challenge = () => ({
      action: 'CHALLENGE' as const,
      url: '/api/sandbox-acs/challenge?lang=es',
      encoded_creq: 'eyJtZXNzYWdlVHlwZSI6IkNSZXEifQ',
    });
    const answered = {
      type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
      server_trans_id: TRANS,
      trans_status: 'Y',
    } as const;

    it('shows the challenge frame, waits for the answer, then polls its status every 1 s', async () => {
      const { api, opened, steps, run } = setUp();
      const statuses = ['pending', 'pending', 'success'] as const;
      api.on(initiateAuthenticationCall, challenge).on(getChallengeStatusCall, () => ({
        status: statuses[api.callsOf(getChallengeStatusCall).length - 1] ?? 'success',
      }));
      const result = run();
      await jest.advanceTimersByTimeAsync(30_000);
      expect(opened).toEqual([
        { kind: 'challenge', url: challenge().url, data: challenge().encoded_creq, closed: false },
      ]);
      expect(api.callsOf(getChallengeStatusCall)).toHaveLength(0);
      postFrameMessage(answered);
      await jest.advanceTimersByTimeAsync(0);
      expect(opened[0]!.closed).toBe(true);
      expect(api.callsOf(getChallengeStatusCall)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(2000);
      await expect(result).resolves.toEqual({ kind: 'paid' });
      expect(api.callsOf(getChallengeStatusCall)).toHaveLength(3);
      expect(steps).toEqual(['verifying', 'authenticating', 'challenge', 'authorizing', 'authorizing']);
    });

    it('fails when the shopper does not answer within 240 s', async () => {
      const { api, opened, run } = setUp();
      api.on(initiateAuthenticationCall, challenge);
      const result = run();
      await jest.advanceTimersByTimeAsync(239_999);
      expect(opened[0]!.closed).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ kind: 'failed', reason: 'challenge-timeout', messages: [] });
      expect(opened[0]!.closed).toBe(true);
      expect(api.callsOf(getChallengeStatusCall)).toHaveLength(0);
      expect(api.callsOf(initiateAuthorizationCall)).toHaveLength(0);
    });

    it('fails when the status is still pending 10 s after the answer', async () => {
      const { api, run } = setUp();
      api
        .on(initiateAuthenticationCall, challenge)
        .on(getChallengeStatusCall, () => ({ status: 'pending' as const }));
      const result = run();
      await jest.advanceTimersByTimeAsync(0);
      postFrameMessage(answered);
      await jest.advanceTimersByTimeAsync(9999);
      expect(api.callsOf(getChallengeStatusCall)).toHaveLength(10);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ kind: 'failed', reason: 'challenge', messages: [] });
      expect(api.callsOf(getChallengeStatusCall)).toHaveLength(11);
      expect(api.callsOf(initiateAuthorizationCall)).toHaveLength(0);
    });

    it.each(['not_success', 'expired'] as const)(
      'fails at once on %s, whatever the message said',
      async (status) => {
        const { api, run } = setUp();
        api.on(initiateAuthenticationCall, challenge).on(getChallengeStatusCall, () => ({ status }));
        const result = run();
        await jest.advanceTimersByTimeAsync(0);
        postFrameMessage(answered);
        await jest.advanceTimersByTimeAsync(0);
        await expect(result).resolves.toEqual({ kind: 'failed', reason: 'challenge', messages: [] });
        expect(api.callsOf(initiateAuthorizationCall)).toHaveLength(0);
      },
    );

    it('closes the frame and stops when the page goes away', async () => {
      const { api, opened, controller, run } = setUp();
      api.on(initiateAuthenticationCall, challenge);
      const result = run();
      await jest.advanceTimersByTimeAsync(5000);
      controller.abort();
      await expect(result).resolves.toEqual({ kind: 'aborted' });
      expect(opened[0]!.closed).toBe(true);
    });
  });

  describe('failures', () => {
    it("fails with the server's messages when the authorisation is declined", async () => {
      const { api, run } = setUp();
      api.on(initiateAuthorizationCall, () => reply.errors(402, { payment: ['The card was declined'] }));
      await expect(run()).resolves.toEqual({
        kind: 'failed',
        reason: 'authorization',
        messages: ['The card was declined'],
      });
    });

    it("puts the API's card errors under the card's fields", async () => {
      const { api, run } = setUp();
      api.on(checkVersionCall, () =>
        reply.errors(400, { card_number: ['We accept Visa and Mastercard only'] }),
      );
      await expect(run()).resolves.toEqual({
        kind: 'card-refused',
        errors: { cardNumber: ['We accept Visa and Mastercard only'] },
      });
      api.on(checkVersionCall, skipGathering);
      api.on(initiateAuthorizationCall, () => reply.errors(400, { 'card_details.cvn': ['Enter the CVC'] }));
      await expect(run()).resolves.toEqual({ kind: 'card-refused', errors: { cvc: ['Enter the CVC'] } });
    });

    it('fails on a check-version error that is not about the card', async () => {
      const { api, run } = setUp();
      api.on(checkVersionCall, () => reply.errors(409, { order_code: ['This order is already paid'] }));
      await expect(run()).resolves.toEqual({
        kind: 'failed',
        reason: 'check-version',
        messages: ['This order is already paid'],
      });
    });
  });
});
