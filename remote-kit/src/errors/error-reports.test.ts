import {
  CLIENT_ERROR_BODY_LIMIT_BYTES,
  CLIENT_ERROR_LIMITS,
  ClientErrorReportSchema,
  createBus,
  getProductCall,
} from 'shared-contracts';
import { createApiClient } from '../http/api-client';
import {
  type ClientErrorOccurrence,
  errorMomentNow,
  reportClientError as reportLazily,
} from './error-reports';
import { REPORTS_PER_MINUTE, sendClientErrorReport } from './send-error-report';
import { markRemoteLoadFailure, isRemoteLoadFailure } from './load-failures';
import { listenForPageErrors } from './page-error-listeners';
import { rememberRequestId } from './page-error-state';
import { rememberReleases, rememberShellRelease } from './releases';

interface Sent {
  url: string;
  init: RequestInit;
  report: Record<string, unknown>;
}

let sent: Sent[];
const realFetch = globalThis.fetch;

/** The sender, given the page's moment as the page's reporter takes it. */
const reportClientError = (occurrence: ClientErrorOccurrence) =>
  sendClientErrorReport(occurrence, errorMomentNow());

function fakeFetch(answer: () => Promise<unknown> = async () => ({ ok: true, status: 200 })) {
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init, report: JSON.parse(String(init.body)) as Record<string, unknown> });
    return answer();
  }) as typeof fetch;
}

/** A fresh page: the reports' page state lives on a page global. */
beforeEach(() => {
  delete (globalThis as Record<string, unknown>).__olmoShopErrorReports_v1__;
  sent = [];
  fakeFetch();
  jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
  window.history.replaceState(null, '', '/products/28?query=ana%40example.com#reviews');
  rememberReleases({
    mf_catalog: '/mf/mf-catalog/ab66131525fd/mf-manifest.json',
    mf_account: 'http://localhost:20003/8685abba1df6/mf-manifest.json',
  });
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

const render = (message: string, remote: 'mf_catalog' | 'shell' = 'mf_catalog') =>
  reportClientError({ kind: 'render', remote, error: new Error(message) });

describe('reportClientError', () => {
  it('sends a report the API takes: kind, owner, release, the path alone, message and stack', () => {
    const error = new TypeError('Cannot read properties of undefined');
    reportClientError({ kind: 'render', remote: 'mf_catalog', error });
    expect(sent).toHaveLength(1);
    const [{ url, init, report }] = sent as [Sent];
    expect(url).toBe('/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(report).toEqual({
      kind: 'render',
      remote: 'mf_catalog',
      release: 'ab66131525fd',
      route: '/products/28',
      message: 'Cannot read properties of undefined',
      stack: error.stack,
    });
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('names the release of a remote on its own origin, the shell’s build, and "unknown" otherwise', () => {
    rememberShellRelease('ef1449d79b');
    reportClientError({ kind: 'remote_load', remote: 'mf_account', error: new Error('a') });
    reportClientError({ kind: 'error', remote: 'shell', error: new Error('b') });
    reportClientError({ kind: 'render', remote: 'mf_backoffice', error: new Error('c') });
    expect(sent.map(({ report }) => report.release)).toEqual(['8685abba1df6', 'ef1449d79b', 'unknown']);
  });

  it('carries the request id of the newest API answer any client of the page had', async () => {
    const ids = ['5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5', 'purchase-0a1b2c3d'];
    const answers = ids.map((id) => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'X-Request-Id': id }),
      text: async () => JSON.stringify({ id: 1 }),
    }));
    const apiFetch = jest.fn(async () => answers.shift()) as unknown as typeof fetch;
    // Two bundles' clients (the shell's, a remote's): one page, one newest id.
    for (const client of [
      createApiClient(createBus(), '/api', { fetch: apiFetch }),
      createApiClient(createBus(), '/api', { fetch: apiFetch }),
    ])
      await client.call(getProductCall, { params: { id: 12 }, query: { language: 'es' } });

    render('after the calls');
    expect(sent[0]?.report.request_id).toBe('purchase-0a1b2c3d');
  });

  it('scrubs e-mails, card numbers and tokens from the message and the stack', () => {
    const error = new Error('No order for ana@example.com paid with 4222 0000 0628 5344');
    error.stack = `Error: token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln\n    at x (http://localhost/orders/A1?access_token=c2VjcmV0:1:2)`;
    reportClientError({ kind: 'error', remote: 'shell', error });
    const { message, stack } = sent[0]!.report;
    expect(message).toBe('No order for [email] paid with [number]');
    expect(stack).toBe('Error: token [token]\n    at x (http://localhost/orders/A1?access_token=***:1:2)');
  });

  it('cuts message, stack and route to their limits, and the body to the API’s', () => {
    window.history.replaceState(null, '', `/search/${'a'.repeat(600)}`);
    const error = new Error('m'.repeat(2000));
    error.stack = 'ñ'.repeat(20_000);
    reportClientError({ kind: 'render', remote: 'mf_catalog', error });
    const { report, init } = sent[0]!;
    expect(String(report.message)).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(String(report.route)).toHaveLength(CLIENT_ERROR_LIMITS.route);
    expect(String(report.stack).length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.stack);
    expect(new TextEncoder().encode(String(init.body)).length).toBeLessThanOrEqual(
      CLIENT_ERROR_BODY_LIMIT_BYTES,
    );
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('never leaves half an e-mail unscrubbed where it cuts', () => {
    const error = new Error(`${'x'.repeat(CLIENT_ERROR_LIMITS.message - 8)} ana.garcia@example.com`);
    reportClientError({ kind: 'render', remote: 'mf_catalog', error });
    expect(sent[0]?.report.message).not.toMatch(/ana/);
  });

  it(`sends ${REPORTS_PER_MINUTE} reports a minute at most, and each error once`, () => {
    for (let n = 0; n < 3; n += 1) render('the same error');
    expect(sent).toHaveLength(1);
    for (let n = 0; n < 10; n += 1) render(`error ${n}`);
    expect(sent).toHaveLength(REPORTS_PER_MINUTE);
    jest.advanceTimersByTime(60_000);
    render('a minute later');
    render('the same error');
    expect(sent.map(({ report }) => report.message)).toEqual([
      'the same error',
      'error 0',
      'error 1',
      'error 2',
      'error 3',
      'a minute later',
    ]);
  });

  it('never throws, and does not report its own failure', async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => render('offline')).not.toThrow();
    globalThis.fetch = jest.fn(() => {
      throw new Error('fetch itself threw');
    }) as typeof fetch;
    expect(() => render('fetch throws')).not.toThrow();
    const hostile = {
      toString() {
        throw new Error('no text');
      },
    };
    expect(() => reportClientError({ kind: 'error', remote: 'shell', error: hostile })).not.toThrow();
    await Promise.resolve();
    window.removeEventListener('unhandledrejection', onRejection);
    expect(rejections).toEqual([]);
  });
});

/** Lets the sender the page fetches on its first error arrive, and send. */
const senderLoaded = () => jest.advanceTimersByTimeAsync(0);

describe('reportClientError, as the page calls it', () => {
  it('fetches the sender on the first error and sends through it; nothing on the server', async () => {
    reportLazily({ kind: 'render', remote: 'mf_catalog', error: new Error('sent once loaded') });
    expect(sent).toHaveLength(0);
    await senderLoaded();
    expect(sent.map(({ report }) => report.message)).toEqual(['sent once loaded']);
  });

  it('reports where the page was when the error happened, not where it is once the sender arrives', async () => {
    rememberRequestId('product-0a1b2c3d');
    reportLazily({ kind: 'render', remote: 'mf_catalog', error: new Error('on the product page') });
    window.history.replaceState(null, '', '/search?query=sofa');
    rememberRequestId('search-0a1b2c3d');
    await senderLoaded();
    expect(sent[0]?.report).toMatchObject({ route: '/products/28', request_id: 'product-0a1b2c3d' });
  });
});

describe('listenForPageErrors', () => {
  it('reports errors and rejections nothing caught, by the remote their stack ran in, once per page', async () => {
    listenForPageErrors(window);
    listenForPageErrors(window);
    const fromCatalog = new Error('thrown in a timer');
    fromCatalog.stack =
      'Error: thrown in a timer\n    at t (http://localhost/mf/mf-catalog/ab66131525fd/12.0123456789.js:1:5)';
    window.dispatchEvent(new ErrorEvent('error', { error: fromCatalog, message: fromCatalog.message }));
    const rejected = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejected, { reason: new Error('nobody waited') });
    window.dispatchEvent(rejected);
    // A cross-origin script's error carries nothing to report.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await senderLoaded();

    expect(sent.map(({ report }) => [report.kind, report.remote, report.message])).toEqual([
      ['error', 'mf_catalog', 'thrown in a timer'],
      ['unhandled_rejection', 'shell', 'nobody waited'],
    ]);
  });
});

describe('remote load failures', () => {
  it('are told from render errors: marked ones and chunks the bundler could not fetch', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' });
    expect(isRemoteLoadFailure(markRemoteLoadFailure(new Error('manifest 500')))).toBe(true);
    expect(isRemoteLoadFailure(chunk)).toBe(true);
    expect(isRemoteLoadFailure(new Error('render'))).toBe(false);
    expect(isRemoteLoadFailure('a string')).toBe(false);
  });
});
