// The orders fixture (support/orders.ts) is real: the running shop's API opens its orders, for
// the guest link's token and for the customer's session, from the test and from a page.
import { baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eOrders, guestOrderApiPath } from '../support/orders';

jest.setTimeout(60_000);

const browser = sharedBrowser();

async function getJson(path: string, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

it("opens the guest order with its link's token, and says an expired link has expired", async () => {
  const { guestOrder, expiredGuestOrder } = e2eOrders();
  const { accessToken: _token, expiresAt: _expiry, ...shown } = guestOrder;
  const english = await getJson(guestOrderApiPath(guestOrder, 'en'));
  expect(english.status).toBe(200);
  expect(english.body).toEqual({
    ...shown,
    products: shown.products.map(({ nameEs: _es, nameEn, ...line }) => ({
      ...line,
      name: nameEn,
      image: expect.stringMatching(/^\/images\//),
    })),
  });
  expect((await getJson(guestOrderApiPath(expiredGuestOrder))).status).toBe(410);
});

it("lists the fixture customer's orders, newest first, with its session", async () => {
  const { customer, customerOrders } = e2eOrders();
  const list = await getJson(`/api/orders/${customer.userId}`, customer.token);
  expect(list).toEqual({
    status: 200,
    body: customerOrders.map(({ code, status, date }) => ({ code, status, date })),
  });
});

it('lets a page of the shop fetch the guest order, as the order page will', async () => {
  const { guestOrder } = e2eOrders();
  const { context, page } = await openContext(browser(), { cookieConsent: true });
  await page.goto('/');
  const answer = await page.evaluate(async (path) => {
    const response = await fetch(path);
    const body = (await response.json()) as { code: string; products: Array<{ image: string }> };
    const image = await fetch(body.products[0]?.image ?? '');
    return { status: response.status, code: body.code, imageStatus: image.status };
  }, guestOrderApiPath(guestOrder));
  expect(answer).toEqual({ status: 200, code: guestOrder.code, imageStatus: 200 });
  await context.close();
});
