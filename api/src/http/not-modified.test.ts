import { isNotModified } from './not-modified';

const MODIFIED = 'Mon, 06 May 2024 07:08:09 GMT';
const file = { etag: 'W/"8-18f4cfb1f19"', modifiedMs: Date.parse(MODIFIED) };

describe('isNotModified', () => {
  it.each([
    ['the ETag', { 'if-none-match': 'W/"8-18f4cfb1f19"' }],
    ['the ETag, strong', { 'if-none-match': '"8-18f4cfb1f19"' }],
    ['the ETag in a list', { 'if-none-match': '"other", W/"8-18f4cfb1f19"' }],
    ['any ETag', { 'if-none-match': '*' }],
    ['the same date', { 'if-modified-since': MODIFIED }],
    ['a later date', { 'if-modified-since': 'Tue, 07 May 2024 00:00:00 GMT' }],
  ])('is for %s', (_what, headers) => expect(isNotModified(headers, file)).toBe(true));

  it.each([
    ['no condition', {}],
    ['another ETag', { 'if-none-match': '"other"' }],
    ['another ETag and a matching date', { 'if-none-match': '"other"', 'if-modified-since': MODIFIED }],
    ['an earlier date', { 'if-modified-since': 'Sun, 05 May 2024 00:00:00 GMT' }],
    ['a date that is none', { 'if-modified-since': 'yesterday-ish' }],
    ['no-cache', { 'if-none-match': 'W/"8-18f4cfb1f19"', 'cache-control': 'max-age=0, no-cache' }],
  ])('is not for %s', (_what, headers) => expect(isNotModified(headers, file)).toBe(false));
});
