// /orders and /orders/{code} on the composed shop, over the orders the e2e fixture placed:
// the customer's list and detail, a guest's link, and the ways out to /.
import { formatMoney } from 'shared-contracts';
import { signInOnPage } from '../support/accounts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eOrders, guestOrderPath, ordersCustomerSession } from '../support/orders';
import { LANGUAGES, TEXTS } from './account-texts';
import { accountArea } from './account-page';

jest.setTimeout(90_000);

const browser = sharedBrowser();

describe.each(LANGUAGES)('orders (%s)', (language) => {
  const text = TEXTS[language];
  const nameOf = (line: { nameEs: string; nameEn: string }) =>
    language === 'en-US' ? line.nameEn : line.nameEs;

  it('asks a visitor to sign in to see the orders, and to come back', async () => {
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await page.goto('/orders');
    const area = accountArea(page);
    await area.getByText(text.signedOut, { exact: true }).waitFor();
    expect(await area.getByRole('link', { name: text.signIn }).getAttribute('href')).toBe(
      '/login?return_to=%2Forders',
    );
    await context.close();
  });

  it("lists the customer's orders and opens one", async () => {
    const { customerOrders } = e2eOrders();
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await page.goto('/');
    await signInOnPage(page, ordersCustomerSession());
    await page.goto('/orders');
    const area = accountArea(page);
    const table = area.getByRole('table');
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(
      customerOrders.map((order) => `${order.code} ${text.status[order.status]} ${order.date}`),
    );

    const order = customerOrders[0]!;
    await table.getByRole('link', { name: order.code }).click();
    await area.getByRole('heading', { level: 1, name: text.orderTitle(order.code) }).waitFor();
    const products = area.getByRole('region', { name: text.products });
    await products.getByRole('listitem').first().waitFor();
    expect(await products.getByRole('listitem').count()).toBe(order.products.length);
    for (const line of order.products) {
      expect(await products.getByRole('link', { name: nameOf(line) }).getAttribute('href')).toBe(
        `/products/${line.productId}`,
      );
    }
    const summary = area.getByRole('region', { name: text.summary });
    expect((await summary.innerText()).replace(/\s+/g, ' ')).toContain(
      formatMoney(order.finalPrice, language).replace(/\s+/g, ' '),
    );
    expect(await summary.innerText()).toContain(order.nameDiscount!);
    await context.close();
  });

  it("opens a guest's order with its link's token", async () => {
    const { guestOrder } = e2eOrders();
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await page.goto(guestOrderPath(guestOrder));
    const area = accountArea(page);
    await area.getByRole('heading', { level: 1, name: text.orderTitle(guestOrder.code) }).waitFor();
    const products = area.getByRole('region', { name: text.products });
    await products.getByRole('link', { name: nameOf(guestOrder.products[0]!) }).waitFor();
    const summary = area.getByRole('region', { name: text.summary });
    expect(await summary.innerText()).toContain(text.status[guestOrder.status]);
    expect(await summary.innerText()).toContain(guestOrder.date);
    await context.close();
  });
});

it('goes to / from an order without a session or a token, and from an expired link', async () => {
  const { guestOrder, expiredGuestOrder } = e2eOrders();
  const { context, page } = await openContext(browser(), { cookieConsent: true });
  await page.goto(`/orders/${guestOrder.code}`);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(guestOrderPath(expiredGuestOrder));
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});
