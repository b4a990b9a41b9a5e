// The Content-Security-Policy of the composed shop (`npm start`), page by page, in Chromium:
// scripts from the shop's origin only (no 'unsafe-inline', no 'unsafe-eval'), no page
// framed but the 3-D Secure frames (by the shop itself), and not one violation reported.
import { baseUrl, sharedBrowser } from 'tooling-testing/browser';
import { type TourOptions, customerTour, staffTour, visitorTour } from './csp-tour';

jest.setTimeout(240_000);

const browser = sharedBrowser();
const options = (): TourOptions => ({
  language: 'es-ES',
  shopOrigin: new URL(baseUrl()).origin,
  remoteOrigins: [],
});

describe('Content-Security-Policy (npm start)', () => {
  it("holds on every visitor's page", async () => {
    expect(await visitorTour(browser(), options())).toEqual([]);
  });

  it("holds on a customer's pages, through a payment with the bank's challenge", async () => {
    expect(await customerTour(browser(), options())).toEqual([]);
  });

  it("holds on the back office's pages", async () => {
    expect(await staffTour(browser(), options())).toEqual([]);
  });
});
