// The orders in the back office (docs/spec.md §2, §3, §4; issue 10 point 4): a customer's purchase
// shows up there; staff find it by its code or the customer's e-mail, open it, and move it to
// Sent; the change is recorded (who, when, from, to) and the customer's own order page says so.
import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { postToApi, signInOnPage, type Account } from '../support/accounts';
import { type ViewportName, openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eOrders } from '../support/orders';
import { e2eStaffMember } from '../support/staff';
import {
  ADDRESS,
  addToCart,
  checkOutFromCart,
  chooseDelivery,
  freshProduct,
  orderCodeOf,
  payWithCard,
  saveAddress,
  waitForConfirmation,
} from '../checkout/checkout-flow';
import { CHECKOUT_TEXTS } from '../checkout/checkout-texts';
import { backofficeArea, signInAsStaff } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';

jest.setTimeout(150_000);

const browser = sharedBrowser();
// Types no other browser test buys from.
const TYPES = ['planters', 'throws', 'cushions'];

/** A new customer pays for one product; answers the order's code and the customer's session. */
async function purchase(language: 'es-ES' | 'en-US'): Promise<{ code: string; account: Account }> {
  const password = `Pw-${randomUUID()}`;
  const account = await postToApi<Account>('/account/register', {
    email: `bo-buyer-${randomUUID()}@example.com`,
    password,
    repeat_password: password,
  });
  const { context, page } = await openContext(browser(), { language, cookieConsent: true });
  await page.goto('/');
  await signInOnPage(page, account);
  await addToCart(page, language, await freshProduct(TYPES));
  await checkOutFromCart(page, language);
  await saveAddress(page, language);
  await chooseDelivery(page, language);
  const code = orderCodeOf(await payWithCard(page, language, SANDBOX_TEST_CARDS.frictionless.VISA));
  await waitForConfirmation(page, language, code);
  await context.close();
  return { code, account };
}

describe.each([
  ['es-ES', 'desktop'],
  ['en-US', 'mobile'],
] as const satisfies ReadonlyArray<readonly ['es-ES' | 'en-US', ViewportName]>)(
  'orders in the back office (%s, %s)',
  (language, viewport) => {
    const text = BACKOFFICE_TEXTS[language];

    it('a paid order is found by its code, moved to Sent with its history, and the customer sees it', async () => {
      const { code, account } = await purchase(language);

      const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
      await signInAsStaff(page, language, e2eStaffMember());
      const area = backofficeArea(page);
      await area.getByLabel(text.search).fill(code.toLowerCase());
      await area.getByRole('button', { name: text.searchSubmit, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') !== null);
      const link = area.getByRole('link', { name: code });
      await link.waitFor();
      // The order's row (a card on a phone) shows its status and billing address.
      const entry = area.locator('tr, li').filter({ hasText: code });
      await entry.getByText(text.statusLabel.RECEIVED, { exact: true }).waitFor();
      await entry.getByText(ADDRESS.name).first().waitFor();
      await link.click();

      await page.waitForURL(`**/backoffice/orders/${code}`);
      await area.getByRole('heading', { level: 1, name: text.orderTitle(code) }).waitFor();
      await area.getByText(ADDRESS.streetAddress).first().waitFor();
      await area.getByLabel(text.newStatus).selectOption('SEND');
      await area.getByRole('button', { name: text.changeStatus }).click();
      await area.getByText(text.statusChanged(text.statusLabel.SEND)).waitFor();

      // The history: the payment (the shop), then this change by this staff member.
      const history = area.getByRole('table', {
        name: new RegExp(language === 'es-ES' ? 'Cambios de estado' : 'Changes of status'),
      });
      await history.getByText(text.byShop).waitFor();
      await history.getByText(e2eStaffMember().email).waitFor();

      // Kept: a reload shows it.
      await page.reload();
      await area.getByRole('heading', { level: 1, name: text.orderTitle(code) }).waitFor();
      await area.getByText(e2eStaffMember().email).waitFor();
      await context.close();

      // The customer's order page says Sent.
      const customer = await openContext(browser(), { language, cookieConsent: true });
      await customer.page.goto('/');
      await signInOnPage(customer.page, account);
      await customer.page.goto(`/orders/${code}`);
      await customer.page.getByText(text.statusLabel.SEND, { exact: true }).first().waitFor();
      expect(await customer.page.getByText(CHECKOUT_TEXTS[language].received, { exact: true }).count()).toBe(
        0,
      );
      await customer.context.close();
    });

    it('filters by status and searches by the customer’s e-mail', async () => {
      const fixture = e2eOrders();
      const [newer, older] = fixture.customerOrders;
      if (!newer || !older) throw new Error('the orders fixture has two orders for its customer');
      const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
      await signInAsStaff(page, language, e2eStaffMember());
      const area = backofficeArea(page);

      await area.getByLabel(text.statusFilter, { exact: true }).selectOption('DELIVERED');
      await area.getByRole('button', { name: text.searchSubmit, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'DELIVERED');
      await area.getByRole('link', { name: older.code }).waitFor();
      expect(await area.getByRole('link', { name: newer.code }).count()).toBe(0);

      await page.goto(
        `/backoffice/orders?search=${encodeURIComponent(fixture.customer.email.toUpperCase())}`,
      );
      await area.getByRole('link', { name: newer.code }).waitFor();
      await area.getByRole('link', { name: older.code }).waitFor();
      await context.close();
    });
  },
);
