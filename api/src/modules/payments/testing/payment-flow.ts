import { type FastifyInstance } from 'fastify';
import { type AcceptedCardScheme, centsToEuros, SANDBOX_CHALLENGE_CODE } from 'shared-contracts';
import { type Db } from '../../../db/database';
import { createTestOrder, type TestOrder } from '../../../testing/orders';
import { getJson, type JsonAnswer, postJson } from '../../../testing/requests';
import { registerUser, type TestUser } from '../../../testing/users';
import { formOf, postForm } from '../gateway/testing/frame-page-reader';
import { BROWSER_DATA, NEXT_YEAR, authenticationCard } from '../gateway/testing/payment-test-kit';

// The payment of docs/spec.md §4 as the checkout's browser runs it, over HTTP: check the version,
// let the hidden frame's 3DS Method page call back, authenticate, answer the challenge in its
// frame, poll, authorise. Each step's answer is kept for the test to read.

export interface Card {
  number: string;
  scheme: AcceptedCardScheme;
  cvn?: string;
}

export interface FlowOptions {
  /** The one-time code typed in the challenge frame (default the sandbox's 1234). */
  challengeCode?: string;
  /** Accept-Language of every call. */
  language?: 'es' | 'en';
  /** The amount sent, in cents (default the order's total). */
  amountCents?: number;
  /** Authorise even when authentication did not pass, as a forged client would. */
  forceAuthorization?: boolean;
  /** Stop before initiate_authorization (the test sends it itself). */
  skipAuthorization?: boolean;
}

export interface FlowAnswers {
  version: JsonAnswer;
  gather?: JsonAnswer;
  authentication?: JsonAnswer;
  challenge?: JsonAnswer;
  authorization?: JsonAnswer;
  serverTransId?: string;
}

export interface OrderToPayInTest {
  code: string;
  id: number;
  totalCents: number;
}

const headersOf = (user: TestUser, language: 'es' | 'en') => ({
  ...user.auth,
  'accept-language': language,
});

/** An order in PAYMENT for the customer, of catalogue products `offset`…, stock enough for it. */
export async function orderInPayment(
  db: Db,
  user: TestUser,
  { products = 2, offset = 0, stock = 50 }: { products?: number; offset?: number; stock?: number } = {},
): Promise<TestOrder> {
  const order = await createTestOrder(db, { userId: user.userId, status: 'PAYMENT', products, offset });
  for (const line of order.lines)
    await db.updateTable('products').set({ stock }).where('id', '=', line.productId).execute();
  return order;
}

/** The card_details of initiate_authorization. */
export const authorizationCardDetails = (card: Card) => ({
  chname: 'Ana García',
  number: card.number,
  type: card.scheme,
  expdate: `09${NEXT_YEAR}`,
  cvn: card.cvn ?? '123',
});

/** POST /secure3d/initiate_authorization for an order and transaction. */
export function authorize(
  app: FastifyInstance,
  user: TestUser,
  order: OrderToPayInTest,
  serverTransId: string,
  card: Card,
  { language = 'es', amountCents = order.totalCents }: FlowOptions = {},
): Promise<JsonAnswer> {
  return postJson(
    app,
    '/api/secure3d/initiate_authorization',
    {
      server_trans_id: serverTransId,
      order_code: order.code,
      card_details: authorizationCardDetails(card),
      amount: centsToEuros(amountCents),
      currency: 'EUR',
    },
    headersOf(user, language),
  );
}

/** Runs the payment flow as far as docs/spec.md §4 lets the browser go with this card. */
export async function payThroughFlow(
  app: FastifyInstance,
  user: TestUser,
  order: OrderToPayInTest,
  card: Card,
  options: FlowOptions = {},
): Promise<FlowAnswers> {
  const { language = 'es', amountCents = order.totalCents } = options;
  const headers = headersOf(user, language);
  const version = await postJson(
    app,
    '/api/secure3d/check-version',
    { order_code: order.code, scheme: card.scheme, card_number: card.number },
    headers,
  );
  if (version.status !== 200) return { version };
  const serverTransId: string = version.body.server_trans_id;
  const answers: FlowAnswers = { version, serverTransId };

  if (version.body.action === 'gather_device_data') {
    // The hidden frame: the issuer's 3DS Method page hands the data on to the shop's notification page.
    const method = await postForm(app, version.body.method_url, {
      threeDSMethodData: version.body.encoded_method_data,
    });
    const onward = formOf(method.body, 'continue');
    await postForm(app, onward?.action ?? '', onward?.fields ?? {});
    answers.gather = await getJson(app, `/api/secure3d/transaction-gather-status/${serverTransId}`, headers);
  }

  answers.authentication = await postJson(
    app,
    '/api/secure3d/initiate_authentication',
    {
      server_trans_id: serverTransId,
      order_code: order.code,
      card_details: authenticationCard(card.number, card.scheme),
      browser_data: BROWSER_DATA,
      amount: centsToEuros(amountCents),
      currency: 'EUR',
    },
    headers,
  );
  if (answers.authentication.status !== 200) return answers;
  const action: string = answers.authentication.body.action;

  let passed = action === 'AUTHORIZATION' || action === 'ERROR';
  if (action === 'CHALLENGE') {
    // The 600×400 frame: the issuer's challenge page, the code, and the CRes to the shop's page.
    const page = await postForm(app, answers.authentication.body.url, {
      creq: answers.authentication.body.encoded_creq,
    });
    const challenge = formOf(page.body, 'challenge');
    const answered = await postForm(app, challenge?.action ?? '', {
      ...challenge?.fields,
      code: options.challengeCode ?? SANDBOX_CHALLENGE_CODE,
    });
    const onward = formOf(answered.body, 'continue');
    await postForm(app, onward?.action ?? '', onward?.fields ?? {});
    answers.challenge = await getJson(app, `/api/secure3d/challenge-status/${serverTransId}`, headers);
    passed = answers.challenge.body.status === 'success';
  }
  if ((passed || options.forceAuthorization) && !options.skipAuthorization)
    answers.authorization = await authorize(app, user, order, serverTransId, card, options);
  return answers;
}

export interface ReadyToAuthorize {
  user: TestUser;
  order: TestOrder;
  serverTransId: string;
}

/**
 * A new customer with an order in PAYMENT of one catalogue product (`offset`, stock set to
 * `stock`), its 3-D Secure transaction authenticated: next comes initiate_authorization.
 */
export async function readyToAuthorize(
  app: FastifyInstance,
  db: Db,
  card: Card,
  { offset, stock = 10 }: { offset: number; stock?: number },
): Promise<ReadyToAuthorize> {
  const user = await registerUser(app);
  const order = await orderInPayment(db, user, { products: 1, offset, stock });
  const started = await payThroughFlow(app, user, order, card, { skipAuthorization: true });
  if (started.authentication?.body.action !== 'AUTHORIZATION') throw new Error('authentication did not pass');
  return { user, order, serverTransId: started.serverTransId ?? '' };
}
