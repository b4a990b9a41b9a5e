// Registering, logging out and in (with and without remember-me), a refused sign-in and the
// checkout's sign-in page, in both languages, on the composed shop.
import { seriousViolations } from '../support/axe';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import {
  accountArea,
  logOutFromMenu,
  newCredentials,
  registerThroughForm,
  sessionCookies,
  signInThroughForm,
  waitForPath,
  waitForSignedIn,
} from './account-page';
import { ACCOUNT_TEXTS, LANGUAGES } from './account-texts';

jest.setTimeout(120_000);

const browser = sharedBrowser();
describe.each(LANGUAGES)('in %s', (language) => {
  const text = ACCOUNT_TEXTS[language];

  it('registers through the form, logs out from the account menu, logs in with and without remember-me', async () => {
    const customer = newCredentials('account');
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });

    // Register: signed in at once, home, no cookies (a new account is never remembered).
    await page.goto('/register');
    await accountArea(page).getByRole('heading', { level: 1, name: text.registerTitle }).waitFor();
    await registerThroughForm(accountArea(page), language, customer);
    await waitForPath(page, '/');
    await waitForSignedIn(page, language);
    expect(await page.evaluate(() => sessionStorage.getItem('shell.session.token'))).toBeTruthy();
    expect(await sessionCookies(page)).toEqual([]);

    await logOutFromMenu(page, language);
    expect(await page.evaluate(() => sessionStorage.getItem('shell.session.token'))).toBeNull();

    // With remember-me: token and user id cookies, until logout clears them.
    await page.goto('/login');
    await signInThroughForm(accountArea(page), language, customer, { rememberMe: true });
    await waitForPath(page, '/');
    await waitForSignedIn(page, language);
    expect(await sessionCookies(page)).toEqual(['shell_token', 'shell_user_id']);
    await logOutFromMenu(page, language);
    expect(await sessionCookies(page)).toEqual([]);

    // Without: signed in for this tab only, no cookie at all.
    await page.goto('/login');
    await signInThroughForm(accountArea(page), language, customer);
    await waitForPath(page, '/');
    await waitForSignedIn(page, language);
    expect(await sessionCookies(page)).toEqual([]);
    await context.close();
  });

  it('shows a refused sign-in under the password field and clears the password', async () => {
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await page.goto('/login');
    const email = accountArea(page).getByRole('textbox', { name: text.email });
    const password = accountArea(page).getByLabel(text.password, { exact: true });
    await signInThroughForm(accountArea(page), language, newCredentials('nobody'));
    await accountArea(page).getByText(text.wrongCredentials).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby'))!;
    expect(await page.locator(`#${describedBy}`).innerText()).toBe(text.wrongCredentials);
    expect(await password.inputValue()).toBe('');
    expect(await email.inputValue()).toMatch(/^nobody-.+@example\.com$/);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await sessionCookies(page)).toEqual([]);
    await context.close();
  });
});

it('returns a customer who signs in at checkout to the step that sent them', async () => {
  const language = 'en-US';
  const text = ACCOUNT_TEXTS[language];
  const customer = newCredentials('checkout');
  const { context, page } = await openContext(browser(), { language, cookieConsent: true });
  await page.goto('/login-register-checkout?return_to=%2Fcheckout%2Faddress');
  await registerThroughForm(
    accountArea(page).getByRole('form', { name: text.registerForm }),
    language,
    customer,
  );
  await waitForPath(page, '/checkout/address');
  await waitForSignedIn(page, language);
  await context.close();
});

it.each([
  ['desktop', 'side by side'],
  ['mobile', 'one above the other'],
] as const)('lays the checkout’s two forms out on %s %s', async (viewport, _layout) => {
  const text = ACCOUNT_TEXTS['es-ES'];
  const { context, page } = await openContext(browser(), {
    viewport,
    language: 'es-ES',
    cookieConsent: true,
  });
  await page.goto('/login-register-checkout');
  await accountArea(page).getByRole('heading', { level: 1, name: text.checkoutTitle }).waitFor();
  const login = (await accountArea(page).getByRole('form', { name: text.loginForm }).boundingBox())!;
  const register = (await accountArea(page).getByRole('form', { name: text.registerForm }).boundingBox())!;
  if (viewport === 'desktop') {
    expect(register.x).toBeGreaterThan(login.x + login.width);
    expect(Math.abs(register.y - login.y)).toBeLessThan(5);
  } else {
    expect(register.y).toBeGreaterThan(login.y + login.height);
    expect(Math.abs(register.x - login.x)).toBeLessThan(5);
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport === 'desktop' ? 1280 : 390,
  );
  await context.close();
});

it.each(['desktop', 'mobile'] as const)(
  'has no serious accessibility fault on the sign-in pages, a refused sign-in included (%s)',
  async (viewport) => {
    const language = 'es-ES';
    const { context, page } = await openContext(browser(), { viewport, language, cookieConsent: true });
    const area = '[data-boundary="mf_account"]';
    for (const path of [
      '/register',
      '/login-register-checkout',
      '/recover-password',
      '/recover-password?token=x',
      '/profile',
      '/login',
    ]) {
      await page.goto(path);
      await accountArea(page).getByRole('heading', { level: 1 }).waitFor();
      expect({ path, violations: await seriousViolations(page, area) }).toEqual({ path, violations: [] });
    }
    await signInThroughForm(accountArea(page), language, newCredentials('nobody'));
    await accountArea(page).getByText(ACCOUNT_TEXTS[language].wrongCredentials).waitFor();
    expect(await seriousViolations(page, area)).toEqual([]);
    await context.close();
  },
);
