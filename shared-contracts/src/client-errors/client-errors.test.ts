import { isRequestId } from '../http/request-id';
import { describeCalls } from '../shared/testing/describe-calls';
import * as calls from './calls';
import { CLIENT_ERROR_LIMITS, ClientErrorReportSchema } from './client-error-report';
import { scrubPersonalData } from './scrub-personal-data';

describeCalls('client-errors', calls);

const valid = {
  kind: 'render',
  remote: 'mf_catalog',
  release: 'ab66131525fd',
  route: '/products/28',
  message: 'Cannot read properties of undefined',
  stack:
    'TypeError: Cannot read properties of undefined\n    at x (http://localhost/mf/mf-catalog/ab66131525fd/1.js:1:2)',
  request_id: '5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5',
};

describe('ClientErrorReportSchema', () => {
  it('takes a report, with or without a request id', () => {
    expect(ClientErrorReportSchema.parse(valid)).toEqual(valid);
    const { request_id: _omitted, ...withoutId } = valid;
    expect(ClientErrorReportSchema.parse(withoutId)).toEqual(withoutId);
    expect(ClientErrorReportSchema.parse({ ...valid, remote: 'shell', kind: 'error' }).remote).toBe('shell');
  });

  it.each([
    ['kind', { kind: 'crash' }],
    ['remote', { remote: 'mf_other' }],
    ['release', { release: '' }],
    ['release', { release: '../../etc' }],
    ['release', { release: 'a'.repeat(CLIENT_ERROR_LIMITS.release + 1) }],
    ['route', { route: '/orders/A1?access_token=secret' }],
    ['route', { route: '/products/28#reviews' }],
    ['route', { route: 'products' }],
    ['route', { route: `/${'a'.repeat(CLIENT_ERROR_LIMITS.route)}` }],
    ['message', { message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }],
    ['stack', { stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) }],
    ['request_id', { request_id: 'bad id\nforged: line' }],
    ['request_id', { request_id: 'short' }],
  ])('refuses a bad %s', (field, change) => {
    const result = ClientErrorReportSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  it('takes as a request id exactly what isRequestId takes', () => {
    for (const id of [
      'purchase-0a1b2c3d',
      'a'.repeat(64),
      'a'.repeat(65),
      'abc',
      'x y z 1 2 3',
      'abcd_EFG-12',
    ])
      expect(ClientErrorReportSchema.safeParse({ ...valid, request_id: id }).success).toBe(isRequestId(id));
  });
});

describe('scrubPersonalData', () => {
  it.each([
    ['an e-mail', 'No account for ana.garcia+shop@example.co.uk here', 'No account for [email] here'],
    ['a card number', 'card 4222 0000 0628 5344 refused', 'card [number] refused'],
    ['a card number in one run', 'pan=4222000006285344;', 'pan=[number];'],
    ['a card number with dashes', '4222-0000-0122-7408', '[number]'],
    [
      'a session token',
      'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl expired',
      'token [token] expired',
    ],
    ['a Bearer header', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    [
      "a guest link's token in the API's path",
      'GET /api/orders/guest/AB-12/dGhpcyBpcyBhIHNlY3JldCB0b2tlbiEh failed',
      'GET /api/orders/guest/AB-12/*** failed',
    ],
    [
      "a guest link's token in the page's query",
      'at http://shop/orders/AB-12?access_token=dGhpcyBpcyBh&x=1',
      'at http://shop/orders/AB-12?access_token=***&x=1',
    ],
  ])('replaces %s', (_name, text, scrubbed) => {
    expect(scrubPersonalData(text)).toBe(scrubbed);
  });

  it('leaves a stack readable: script URLs, releases, positions and request ids', () => {
    const stack = [
      'Error: e2e',
      '    at formatMoney (http://127.0.0.1:40123/mf/mf-catalog/123456789012/560.12b0946900.js:1:23456)',
      '    at Ce@https://shop.example.com/main.ef1449d79b.js:2:1024',
      '    at http://localhost:20001/ab66131525fd/remoteEntry.js:1:9 5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5',
    ].join('\n');
    expect(scrubPersonalData(stack)).toBe(stack);
  });
});
