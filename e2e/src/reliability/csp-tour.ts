// A tour of every page of the shop, as a visitor, a customer (up to a payment with the bank's
// challenge in its 3-D Secure frame) and a staff member, watching the Content-Security-Policy:
// each page's header, every `securitypolicyviolation` event in any frame and every CSP error
// on the console. Used for the composed shop and for the split deployment.
import { type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { type RemoteName, SANDBOX_TEST_CARDS } from 'shared-contracts';
import { registerCustomer, signInOnPage } from '../support/accounts';
import { openContext } from 'tooling-testing/browser';
import { e2eStaffMember } from '../support/staff';
import { backofficeArea, signInAsStaff } from '../backoffice/backoffice-steps';
import { type ShopLanguage } from '../catalog/catalog-texts';
import {
  addToCart,
  answerChallenge,
  checkOutFromCart,
  chooseDelivery,
  freshProduct,
  orderCodeOf,
  payWithCard,
  saveAddress,
  waitForConfirmation,
} from '../checkout/checkout-flow';
import { CHECKOUT_TEXTS } from '../checkout/checkout-texts';

export interface TourOptions {
  language: ShopLanguage;
  /** The shell's origin (the page's own). */
  shopOrigin: string;
  /** The remotes' origins in split mode, which the policy must name; none when composed. */
  remoteOrigins: string[];
}

/** A page's directives by name: `script-src` → its sources. */
export function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const LOOSE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  '*',
  'http:',
  'https:',
  'data:',
  'blob:',
];

/** The shop's pages' policy: scripts from named origins only, never framed. */
export function expectShopPolicy(policy: string | undefined, options: TourOptions, where: string): void {
  expect({ where, policy: typeof policy }).toEqual({ where, policy: 'string' });
  const directives = directivesOf(policy!);
  const scripts = directives.get('script-src') ?? [];
  expect({ where, loose: scripts.filter((source) => LOOSE_SCRIPT_SOURCES.includes(source)) }).toEqual({
    where,
    loose: [],
  });
  expect({ where, scripts: scripts.includes("'self'") }).toEqual({ where, scripts: true });
  for (const origin of options.remoteOrigins) {
    expect({ where, origin, scripts: scripts.includes(origin) }).toEqual({ where, origin, scripts: true });
    const connect = directives.get('connect-src') ?? [];
    expect({ where, origin, connect: connect.includes(origin) }).toEqual({ where, origin, connect: true });
  }
  expect({ where, frameAncestors: directives.get('frame-ancestors') }).toEqual({
    where,
    frameAncestors: ["'none'"],
  });
  expect({ where, objectSrc: directives.get('object-src') }).toEqual({ where, objectSrc: ["'none'"] });
}

/** What the tour saw go wrong: CSP violations (events and console errors) by page. */
export interface CspWatch {
  problems: string[];
  /** Reads the violation events every frame of the page recorded, tagged with where. */
  collect(page: Page, where: string): Promise<void>;
}

const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|frame|connect|evaluate|create)/i;

/** Records every `securitypolicyviolation` in every frame, and CSP errors on the console. */
export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const problems: string[] = [];
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) =>
      log.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  context.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return {
    problems,
    async collect(page, where) {
      for (const frame of page.frames()) {
        const seen = await frame
          .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
          .catch(() => [] as string[]);
        problems.push(...seen.map((violation) => `${where} [${frame.url()}]: ${violation}`));
      }
    },
  };
}

type Area = RemoteName | 'shell';

/** Waits until the area that owns the page shows its heading (not a fallback). */
async function waitForArea(page: Page, area: Area): Promise<void> {
  const owner = area === 'shell' ? page.locator('main') : page.locator(`[data-boundary="${area}"]`);
  await owner.getByRole('heading').first().waitFor();
  expect({ url: page.url(), fallbacks: await page.locator('[data-remote-fallback]').count() }).toEqual({
    url: page.url(),
    fallbacks: 0,
  });
}

/** Opens a page as a new document, checks its policy, waits for its content and reads its violations. */
async function visit(page: Page, watch: CspWatch, options: TourOptions, path: string, area: Area) {
  const response = (await page.goto(path)) as Response;
  expectShopPolicy(response.headers()['content-security-policy'], options, path);
  await waitForArea(page, area);
  await watch.collect(page, path);
}

/** Every page a visitor can open, in one browser context. */
export async function visitorTour(browser: Browser, options: TourOptions): Promise<string[]> {
  const { context, page } = await openContext(browser, { language: options.language, cookieConsent: true });
  const watch = await watchCsp(context);
  const product = await freshProduct();
  const stops: Array<[string, Area]> = [
    ['/', 'mf_catalog'],
    ['/collections/decoracion', 'mf_catalog'],
    ['/type_products/sofas', 'mf_catalog'],
    [`/products/${product.id}`, 'mf_catalog'],
    ['/search?query=lampara', 'mf_catalog'],
    ['/sales', 'mf_catalog'],
    ['/wishlist', 'mf_catalog'],
    ['/cart', 'mf_cart_checkout'],
    ['/login', 'mf_account'],
    ['/register', 'mf_account'],
    ['/login-register-checkout', 'mf_account'],
    ['/recover-password', 'mf_account'],
    ['/contact', 'mf_account'],
    [`/ask-availability?product=${product.id}`, 'mf_account'],
    ['/pages/faqs', 'shell'],
    ['/pages/privacy-policy', 'shell'],
    ['/pages/cookies-policy', 'shell'],
    ['/no-such-page', 'shell'],
    ['/backoffice/login', 'mf_backoffice'],
  ];
  for (const [path, area] of stops) await visit(page, watch, options, path, area);
  await context.close();
  return watch.problems;
}

/** A frame document the page loaded, with the headers that decide whether it may be framed. */
interface FrameDocument {
  url: string;
  policy: string | undefined;
  frameOptions: string | undefined;
}

/**
 * A customer's pages: profile and orders, the checkout's steps, a payment whose bank asks
 * for the one-time code in the 3-D Secure frame, the confirmation and the order's page.
 */
export async function customerTour(browser: Browser, options: TourOptions): Promise<string[]> {
  const { language } = options;
  const account = await registerCustomer('csp');
  const { context, page } = await openContext(browser, { language, cookieConsent: true });
  const watch = await watchCsp(context);
  const frames: FrameDocument[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document' || response.frame() === page.mainFrame()) return;
    frames.push({
      url: response.url(),
      policy: response.headers()['content-security-policy'],
      frameOptions: response.headers()['x-frame-options'],
    });
  });

  await page.goto('/');
  await signInOnPage(page, account);
  await visit(page, watch, options, '/profile', 'mf_account');
  await visit(page, watch, options, '/orders', 'mf_account');

  await addToCart(page, language, await freshProduct());
  await watch.collect(page, 'product page, add to cart');
  await visit(page, watch, options, '/cart', 'mf_cart_checkout');
  await checkOutFromCart(page, language);
  await page.waitForURL('**/checkout/address');
  // The first step as a page of its own (a new document, with its header).
  await visit(page, watch, options, '/checkout/address', 'mf_cart_checkout');
  await saveAddress(page, language);
  await chooseDelivery(page, language);
  await watch.collect(page, '/checkout/delivery');
  const request = await payWithCard(page, language, SANDBOX_TEST_CARDS.challenge.MASTERCARD);
  const challenge = page.locator(`iframe[title="${CHECKOUT_TEXTS[language].challengeFrame}"]`);
  await challenge.waitFor();
  // The bank's form shows in its frame: the frame was allowed to load.
  await page
    .frameLocator(`iframe[title="${CHECKOUT_TEXTS[language].challengeFrame}"]`)
    .getByLabel(CHECKOUT_TEXTS[language].acsCode)
    .waitFor();
  await watch.collect(page, '/checkout/payment, challenge');
  await answerChallenge(page, language);
  const code = orderCodeOf(request);
  await waitForConfirmation(page, language, code);
  await watch.collect(page, '/checkout/confirmation');

  // The 3-D Secure frames: on the shell's own origin, and framed by it alone.
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) {
    expect({ url: frame.url, origin: new URL(frame.url).origin }).toEqual({
      url: frame.url,
      origin: options.shopOrigin,
    });
    expect({ url: frame.url, ancestors: directivesOf(frame.policy ?? '').get('frame-ancestors') }).toEqual({
      url: frame.url,
      ancestors: ["'self'"],
    });
    expect({ url: frame.url, frameOptions: frame.frameOptions }).toEqual({
      url: frame.url,
      frameOptions: 'SAMEORIGIN',
    });
  }

  await visit(page, watch, options, `/orders/${code}`, 'mf_account');
  await context.close();
  return watch.problems;
}

/** The back office's pages, signed in as the e2e staff member. */
export async function staffTour(browser: Browser, options: TourOptions): Promise<string[]> {
  const { context, page } = await openContext(browser, { language: options.language, cookieConsent: true });
  const watch = await watchCsp(context);
  await signInAsStaff(page, options.language, e2eStaffMember());
  await watch.collect(page, 'staff sign-in');
  await visit(page, watch, options, '/backoffice/orders', 'mf_backoffice');
  const firstOrder = backofficeArea(page)
    .getByRole('link', { name: /^[A-Z0-9-]{6,}$/ })
    .first();
  const orderPath = (await firstOrder.count()) > 0 ? await firstOrder.getAttribute('href') : null;
  if (orderPath) await visit(page, watch, options, orderPath, 'mf_backoffice');
  await visit(page, watch, options, '/backoffice/discountcodes', 'mf_backoffice');
  await context.close();
  return watch.problems;
}
