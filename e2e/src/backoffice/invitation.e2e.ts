// A staff account by invitation (docs/spec.md §2, §4, §8; issue 10): a staff member invites a
// colleague from the back office, the link arrives by e-mail, the colleague sets a password
// and is signed in; the same link a second time, and an expired one, show the registration
// error page.
import { randomUUID } from 'node:crypto';
import { type Page } from 'playwright-core';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { waitForMail } from '../support/outbox';
import { e2eStaffMember, expiredInvitationPath } from '../support/staff';
import { backofficeArea, signInAsStaff } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';

jest.setTimeout(90_000);

const browser = sharedBrowser();

/** The link's path, as the mail gives it: /backoffice/register/{email}/{code}. */
function invitationPath(mailText: string): string {
  const link = /https?:\/\/\S+\/backoffice\/register\/\S+/.exec(mailText)?.[0];
  if (!link) throw new Error(`no invitation link in the mail:\n${mailText}`);
  return new URL(link).pathname;
}

async function expectRegistrationError(page: Page, language: ShopLanguage): Promise<void> {
  const text = BACKOFFICE_TEXTS[language].registrationError;
  const area = backofficeArea(page);
  await area.getByRole('heading', { name: text.title }).waitFor();
  await area.getByText(text.invalid).waitFor();
  await area.getByText(text.support).waitFor();
}

describe.each([
  ['es-ES', 'desktop'],
  ['en-US', 'mobile'],
] as const)('an invitation (%s, %s)', (language, viewport) => {
  const text = BACKOFFICE_TEXTS[language];

  it('is mailed to a colleague, whose link sets a password and signs them in once', async () => {
    const colleague = `colleague-${randomUUID()}@e2e.example.com`;
    const staff = await openContext(browser(), { language, viewport, cookieConsent: true });
    await signInAsStaff(staff.page, language, e2eStaffMember());
    const area = backofficeArea(staff.page);
    await area.getByLabel(text.invite.email).fill(colleague);
    await area.getByRole('button', { name: text.invite.submit }).click();
    await area.getByText(text.invite.sent(colleague)).waitFor();
    await staff.context.close();

    const mail = await waitForMail(colleague);
    const path = invitationPath(mail.text);
    expect(path).toMatch(/^\/backoffice\/register\/[^/]+\/[A-Za-z0-9_-]{22,}$/);

    const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
    // 'Loading...' while the link is checked: its answer is held until the page has said so.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/account/backoffice/verify_register', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path);
    await backofficeArea(page).getByText(text.register.loading).waitFor();
    release();
    const form = backofficeArea(page);
    await form.getByRole('heading', { level: 1, name: text.register.title }).waitFor();
    const password = `Olmo-${randomUUID()}`;
    await form.getByLabel(text.register.password, { exact: true }).fill(password);
    await form.getByLabel(text.register.repeatPassword, { exact: true }).fill(password);
    await form.getByRole('button', { name: text.register.submit }).click();
    await page.waitForURL(/\/backoffice(\/orders)?$/);
    await form.getByRole('heading', { level: 1, name: text.ordersTitle }).waitFor();

    // Once only: the same link now shows the registration error.
    await page.goto(path);
    await expectRegistrationError(page, language);
    await context.close();

    // The new account signs in with its password.
    const again = await openContext(browser(), { language, viewport, cookieConsent: true });
    await signInAsStaff(again.page, language, { email: colleague, password });
    await again.context.close();
  });

  it('past its 48 hours, or tampered with, shows the registration error', async () => {
    const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
    await page.goto(expiredInvitationPath());
    await expectRegistrationError(page, language);
    await page.goto(`/backoffice/register/${encodeURIComponent('nobody@e2e.example.com')}/${'x'.repeat(43)}`);
    await expectRegistrationError(page, language);
    await context.close();
  });
});
