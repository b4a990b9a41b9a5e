import { randomBytes } from 'node:crypto';
import {
  cartTotals,
  centsToEuros,
  checkVersionCall,
  cleanupOrdersCall,
  getGatherStatusCall,
  initializeAddressCall,
  initializeCheckoutCall,
  initiateAuthenticationCall,
  initiateAuthorizationCall,
  SANDBOX_TEST_CARDS,
  saveCheckoutAddressCall,
  saveDeliveryCall,
  upsertCartAmountCall,
  verifyCartCall,
} from 'shared-contracts';
import { type Db } from '../db/database';
import { hashPassword } from '../modules/accounts/password-hash';
import { TokenService } from '../modules/accounts/tokens';
import { formOf } from '../modules/payments/gateway/testing/frame-page-reader';
import { BROWSER_DATA, authenticationCard } from '../modules/payments/gateway/testing/payment-test-kit';
import { authorizationCardDetails } from '../modules/payments/testing/payment-flow';
import { testAddress } from '../testing/checkout';
import { type LoadClient, type Reply } from './load-http';

// The simulated buyers of a crowd: each a customer account of their own, signed in, with a
// cart of one unit of the crowd's product, taken through the checkout exactly as the
// cart-and-checkout remote does (docs/spec.md §4), up to the moment of paying. Their calls go
// round-robin over the instances, as a balancer without sticky sessions would send them.

export interface CrowdProduct {
  id: number;
  priceCents: number;
}

export interface Buyer {
  index: number;
  userId: number;
  /** Every call's headers: the Bearer token, the shopper's own address as the balancer adds it, the language. */
  headers: Record<string, string>;
  card: { number: string; scheme: 'VISA' | 'MASTERCARD' };
  orderCode: string;
  serverTransId: string;
}

/** A distinct IPv4 address per shopper (10.0.0.1, 10.0.0.2, …), as X-Forwarded-For carries it. */
export function clientAddress(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Accounts for `count` buyers, inserted directly and signed with the instances' JWT secret:
 * signing in 500 times would measure scrypt, not the checkout. They share one password hash
 * (scrypt at N = 2^10), never used: no buyer signs in.
 */
export async function createBuyers(db: Db, jwtSecret: string, count: number): Promise<Buyer[]> {
  const tokens = new TokenService(jwtSecret);
  const run = randomBytes(4).toString('hex');
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'), 10);
  const rows = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `crowd-${run}-${index}@example.com`,
        password_hash: passwordHash,
        role: 'customer' as const,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const userId = ids.get(`crowd-${run}-${index}@example.com`) ?? 0;
      const { token } = await tokens.issue({ id: userId, role: 'customer', generation: 0 });
      const card =
        index % 2 === 0
          ? { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' as const }
          : { number: SANDBOX_TEST_CARDS.frictionless.MASTERCARD, scheme: 'MASTERCARD' as const };
      return {
        index,
        userId,
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': clientAddress(index),
          'accept-language': 'es',
        },
        card,
        orderCode: '',
        serverTransId: '',
      };
    }),
  );
}

class CheckoutStepFailed extends Error {}

/** The answer's body when it has the status expected; the buyer's setup stops otherwise. */
function expectAnswer(buyer: Buyer, step: string, reply: Reply, status: number) {
  if (reply.answered && reply.status === status) return reply.body;
  const got = reply.answered ? `${reply.status} ${JSON.stringify(reply.body)}` : reply.error;
  throw new CheckoutStepFailed(`buyer ${buyer.index}, ${step}: expected ${status}, got ${got}`);
}

/**
 * Cart, checkout and 3-D Secure authentication for one buyer: afterwards `orderCode` is an
 * order in PAYMENT and `serverTransId` an authenticated frictionless transaction, ready for
 * initiate_authorization.
 */
export async function checkoutUntilPayment(
  client: LoadClient,
  urls: readonly string[],
  buyer: Buyer,
  product: CrowdProduct,
): Promise<void> {
  let step = 0;
  const via = () => urls[(buyer.index + step++) % urls.length] ?? '';
  const { headers, userId } = buyer;
  const price = centsToEuros(product.priceCents);
  const total = centsToEuros(
    cartTotals([{ unitPriceCents: product.priceCents, quantity: 1 }], 0).finalPriceCents,
  );
  const verifyCart = {
    cart_data: [{ id: product.id, quantity: 1, price }],
    coupon_code_discount: null,
    total,
  };

  const cart = { sku_product: product.id, user_id: userId, amount: 1 };
  expectAnswer(buyer, 'cart', await client.call(via(), upsertCartAmountCall, { body: cart }, headers), 200);
  expectAnswer(
    buyer,
    'verify_cart',
    await client.call(via(), verifyCartCall, { body: verifyCart }, headers),
    200,
  );
  await client.call(via(), cleanupOrdersCall, { body: { user_id: userId } }, headers);
  const initialized = expectAnswer(
    buyer,
    'initialize',
    await client.call(
      via(),
      initializeCheckoutCall,
      { body: { user_id: userId, discount_code: null, final_price: total } },
      headers,
    ),
    201,
  ) as { code: string };
  buyer.orderCode = initialized.code;
  expectAnswer(
    buyer,
    'address_initialize',
    await client.call(via(), initializeAddressCall, { body: { user_id: userId } }, headers),
    200,
  );
  const address = { ...testAddress, email: `buyer-${buyer.index}@example.com` };
  expectAnswer(
    buyer,
    'address',
    await client.call(
      via(),
      saveCheckoutAddressCall,
      { body: { user_id: userId, billing_address: address, shipping_address: address } },
      headers,
    ),
    200,
  );
  expectAnswer(
    buyer,
    'delivery',
    await client.call(
      via(),
      saveDeliveryCall,
      { body: { user_id: userId, order_code: buyer.orderCode, method: 'home' } },
      headers,
    ),
    200,
  );
  // The payment step verifies the cart again before the card (docs/spec.md §4, payment flow 1).
  expectAnswer(
    buyer,
    'verify_cart',
    await client.call(via(), verifyCartCall, { body: verifyCart }, headers),
    200,
  );
  await authenticate(client, via, buyer, total);
}

/** check-version, the hidden 3DS Method frame, its status, and a frictionless authentication. */
async function authenticate(client: LoadClient, via: () => string, buyer: Buyer, amount: number) {
  const { headers, card } = buyer;
  const version = expectAnswer(
    buyer,
    'check-version',
    await client.call(
      via(),
      checkVersionCall,
      { body: { order_code: buyer.orderCode, scheme: card.scheme, card_number: card.number } },
      headers,
    ),
    200,
  ) as { server_trans_id: string; method_url: string; encoded_method_data: string };
  buyer.serverTransId = version.server_trans_id;
  const methodPage = expectAnswer(
    buyer,
    '3DS Method page',
    await client.send(via(), {
      method: 'POST',
      path: version.method_url,
      form: { threeDSMethodData: version.encoded_method_data },
    }),
    200,
  ) as string;
  const onward = formOf(methodPage, 'continue');
  if (!onward) throw new CheckoutStepFailed(`buyer ${buyer.index}: the 3DS Method page has no form`);
  expectAnswer(
    buyer,
    'method notification',
    await client.send(via(), { method: 'POST', path: onward.action, form: onward.fields }),
    200,
  );
  const gathered = expectAnswer(
    buyer,
    'gather-status',
    await client.call(via(), getGatherStatusCall, { params: { id: buyer.serverTransId } }, headers),
    200,
  ) as { status: string };
  if (gathered.status !== 'success')
    throw new CheckoutStepFailed(`buyer ${buyer.index}: device data not gathered (${gathered.status})`);
  const authentication = expectAnswer(
    buyer,
    'initiate_authentication',
    await client.call(
      via(),
      initiateAuthenticationCall,
      {
        body: {
          server_trans_id: buyer.serverTransId,
          order_code: buyer.orderCode,
          card_details: authenticationCard(card.number, card.scheme),
          browser_data: BROWSER_DATA,
          amount,
          currency: 'EUR',
        },
      },
      headers,
    ),
    200,
  ) as { action: string };
  if (authentication.action !== 'AUTHORIZATION')
    throw new CheckoutStepFailed(`buyer ${buyer.index}: authentication answered ${authentication.action}`);
}

/** initiate_authorization for the buyer's order and transaction, through `url`. */
export function authorizePayment(
  client: LoadClient,
  url: string,
  buyer: Buyer,
  product: CrowdProduct,
): Promise<Reply> {
  return client.call(
    url,
    initiateAuthorizationCall,
    {
      body: {
        server_trans_id: buyer.serverTransId,
        order_code: buyer.orderCode,
        card_details: authorizationCardDetails(buyer.card),
        amount: centsToEuros(product.priceCents),
        currency: 'EUR',
      },
    },
    buyer.headers,
  );
}

/** Runs `work` on every item, at most `limit` at a time. */
export async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
