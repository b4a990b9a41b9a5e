// The Content-Security-Policy of the split deployment: each remote from its own origin, which
// the policy names explicitly (never a wildcard), scripts without 'unsafe-inline' or
// 'unsafe-eval', and the 3-D Secure frames on the shell's origin although the cart remote's
// code, from another origin, opens them. Not one violation on any page.
import { sharedBrowser } from 'tooling-testing/browser';
import { type TourOptions, customerTour, staffTour, visitorTour } from './csp-tour';
import { splitShopForFile } from './split-shop';

jest.setTimeout(240_000);

const browser = sharedBrowser();
const shop = splitShopForFile({ withStaff: true });
const options = (): TourOptions => ({
  language: 'en-US',
  shopOrigin: new URL(shop().url).origin,
  remoteOrigins: Object.values(shop().remoteOrigins),
});

describe('Content-Security-Policy (split deployment)', () => {
  it("holds on every visitor's page, naming each remote's origin", async () => {
    expect(await visitorTour(browser(), options())).toEqual([]);
  });

  it("holds on a customer's pages, through a payment with the bank's challenge", async () => {
    expect(await customerTour(browser(), options())).toEqual([]);
  });

  it("holds on the back office's pages", async () => {
    expect(await staffTour(browser(), options())).toEqual([]);
  });
});
