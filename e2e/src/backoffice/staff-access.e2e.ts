// Who gets into the back office (docs/spec.md §2, §5, §6; docs/security.md): only a staff member with
// their e-mail and password; every page without a staff session goes to /backoffice/login,
// a customer's session opens nothing there, and a wrong password is said under the fields.
import { registerCustomer, signInOnPage } from '../support/accounts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eStaffMember } from '../support/staff';
import { LANGUAGES } from '../checkout/checkout-texts';
import { backofficeArea, fillStaffLogin } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';

jest.setTimeout(60_000);

const browser = sharedBrowser();

describe.each(LANGUAGES)('staff access (%s)', (language) => {
  const text = BACKOFFICE_TEXTS[language];

  it.each(['/backoffice', '/backoffice/orders', '/backoffice/discountcodes', '/backoffice/prices'])(
    '%s without a staff session goes to /backoffice/login, and back there after signing in',
    async (path) => {
      const { context, page } = await openContext(browser(), { language, cookieConsent: true });
      await page.goto(path);
      await page.waitForURL('**/backoffice/login**');
      await fillStaffLogin(page, language, e2eStaffMember());
      await page.waitForURL((url) => url.pathname === path);
      await context.close();
    },
  );

  it('a wrong password is refused under the fields and clears the password; the right one opens the orders', async () => {
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    const staff = e2eStaffMember();
    await page.goto('/backoffice/login');
    await fillStaffLogin(page, language, { email: staff.email, password: 'not-the-password-1' });
    const area = backofficeArea(page);
    await area.getByText(text.wrongCredentials).first().waitFor();
    expect(await area.getByLabel(text.password, { exact: true }).inputValue()).toBe('');
    expect(page.url()).toContain('/backoffice/login');

    await fillStaffLogin(page, language, staff);
    await page.waitForURL(/\/backoffice(\/orders)?$/);
    await area.getByRole('heading', { level: 1, name: text.ordersTitle }).waitFor();
    // The back office's own navigation, Prices included (docs/spec.md §2).
    const nav = page.getByRole('navigation', {
      name: language === 'es-ES' ? 'Navegación del back office' : 'Back-office navigation',
    });
    for (const name of Object.values(text.nav)) await nav.getByRole('link', { name }).waitFor();
    await context.close();
  });

  it('a signed-in customer is not let in: the back office asks for staff credentials', async () => {
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await page.goto('/');
    await signInOnPage(page, await registerCustomer('not-staff'));
    await page.goto('/backoffice/orders');
    await page.waitForURL('**/backoffice/login**');
    await backofficeArea(page).getByRole('heading', { level: 1, name: text.loginTitle }).waitFor();
    await context.close();
  });
});
