import { mobileLayoutOf } from './layout-hint';

const phone =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('the layout a page is rendered in on the server', () => {
  it('is the visitor’s own once the shell has told it, whatever the browser says', () => {
    expect(mobileLayoutOf({ cookie: 'mobile', mobileHint: '?0', userAgent: desktop })).toBe(true);
    expect(mobileLayoutOf({ cookie: 'desktop', mobileHint: '?1', userAgent: phone })).toBe(false);
  });

  it('is guessed on a first visit from the mobile hint, then from the user agent', () => {
    expect(mobileLayoutOf({ cookie: undefined, mobileHint: '?1', userAgent: desktop })).toBe(true);
    expect(mobileLayoutOf({ cookie: undefined, mobileHint: '?0', userAgent: phone })).toBe(false);
    expect(mobileLayoutOf({ cookie: undefined, mobileHint: undefined, userAgent: phone })).toBe(true);
    expect(mobileLayoutOf({ cookie: 'odd', mobileHint: undefined, userAgent: desktop })).toBe(false);
    expect(mobileLayoutOf({ cookie: undefined, mobileHint: undefined, userAgent: undefined })).toBe(false);
  });
});
