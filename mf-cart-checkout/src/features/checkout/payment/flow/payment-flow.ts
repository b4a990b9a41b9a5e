import {
  type ApiResult,
  type BrowserData,
  type CheckVersionAnswer,
  type FieldErrors,
  type HttpClient,
  THREE_DS,
  THREE_DS_FRAME_MESSAGE_TYPES,
  type VerifyCartRequest,
  authenticationPasses,
  checkVersionCall,
  getChallengeStatusCall,
  getGatherStatusCall,
  initiateAuthenticationCall,
  initiateAuthorizationCall,
  verifyCartCall,
} from 'shared-contracts';
import { type CardField, type CardValues, readExpiry } from '../card-fields';
import { cardSchemeOf, isAcceptedScheme } from '../card-scheme';
import { cardErrorsOf } from './card-errors';
import { waitForFrameMessage } from './frame-messages';
import { poll } from './poll';
import { type ThreeDSFrames } from './three-ds-frames';

/** Where the flow is, for the page to say so. */
export type PaymentStep = 'verifying' | 'authenticating' | 'challenge' | 'authorizing';

/** Why a payment failed; the shopper sees docs/spec.md's payment error whatever it is. */
export type FailureReason =
  | 'verify'
  | 'check-version'
  | 'authentication'
  | 'not-authenticated'
  | 'challenge-timeout'
  | 'challenge'
  | 'authorization';

export type PaymentOutcome =
  | { kind: 'paid' }
  /** docs/spec.md §4 (1): the cart no longer verifies: the order code goes, back to /cart. */
  | { kind: 'cart-changed'; errors: FieldErrors }
  /** The API refused a card field (a number the issuer ranges do not know…): under the fields. */
  | { kind: 'card-refused'; errors: Partial<Record<CardField, string[]>> }
  /** Any other failure: the payment error; `messages` are the server's, when it gave some. */
  | { kind: 'failed'; reason: FailureReason; messages: string[] }
  /** The page went away. */
  | { kind: 'aborted' };

export interface PaymentRequest {
  orderCode: string;
  /** The order's total in euros, as the API charges it. */
  amount: number;
  card: CardValues;
  /** The cart as verify_cart takes it (docs/spec.md §4 step 1). */
  cart: VerifyCartRequest;
}

export interface PaymentFlowContext {
  client: HttpClient;
  frames: ThreeDSFrames;
  browserData: () => BrowserData;
  signal: AbortSignal;
  onStep?: (step: PaymentStep) => void;
}

/**
 * The flow's context once the cart is verified: `requestId` is the id the API gave that
 * first call, sent back with every later call of the purchase so its logs follow one id
 * across instances.
 */
interface Purchase extends PaymentFlowContext {
  requestId?: string;
}

class Stop extends Error {
  constructor(readonly outcome: PaymentOutcome) {
    super(outcome.kind);
  }
}

const messagesOf = (result: ApiResult<unknown>) =>
  result.kind === 'errors' ? Object.values(result.errors).flat() : [];

/** A failed call's outcome: its card fields under the form, or the payment error. */
function refused(result: ApiResult<unknown>, reason: FailureReason, signal: AbortSignal): Stop {
  if (signal.aborted) return new Stop({ kind: 'aborted' });
  if (result.kind === 'errors' && result.status === 400) {
    const errors = cardErrorsOf(result.errors);
    if (Object.keys(errors).length > 0) return new Stop({ kind: 'card-refused', errors });
  }
  return new Stop({ kind: 'failed', reason, messages: messagesOf(result) });
}

/**
 * docs/spec.md §4 step 2: the device data. With `gather_device_data`, the issuer's 3DS Method page
 * loads in a hidden frame; the flow goes on when it says it is done (its frame message), when
 * the gather status says so (asked every 1 s), or after 10 s without either, as EMV allows.
 */
async function gatherDeviceData(answer: CheckVersionAnswer, context: Purchase): Promise<void> {
  if (answer.action !== 'gather_device_data') return;
  const { client, frames, signal, requestId } = context;
  const frame = frames.openMethodFrame(answer.method_url, answer.encoded_method_data);
  const done = new AbortController();
  const stop = () => done.abort();
  signal.addEventListener('abort', stop);
  try {
    const params = { id: answer.server_trans_id };
    await Promise.race([
      waitForFrameMessage({
        type: THREE_DS_FRAME_MESSAGE_TYPES.methodCompleted,
        serverTransId: answer.server_trans_id,
        source: frame.window,
        timeoutMs: THREE_DS.deviceDataTimeoutMs,
        signal: done.signal,
      }),
      poll(
        async () => {
          const status = await client.call(
            getGatherStatusCall,
            { params },
            { signal: done.signal, requestId },
          );
          return status.kind === 'ok' && status.data.status === 'success' ? true : undefined;
        },
        { intervalMs: THREE_DS.pollIntervalMs, timeoutMs: THREE_DS.pollTimeoutMs, signal: done.signal },
      ),
    ]);
  } finally {
    done.abort();
    signal.removeEventListener('abort', stop);
    frame.close();
  }
}

/**
 * docs/spec.md §4 step 3's challenge: the issuer's page in the 600×400 frame until its notification
 * page says the shopper has answered (240 s at most), then the challenge status, every 1 s for
 * up to 10 s: only `success` passes.
 */
async function passChallenge(
  url: string,
  creq: string,
  serverTransId: string,
  context: Purchase,
): Promise<void> {
  const { client, frames, signal, requestId } = context;
  context.onStep?.('challenge');
  const frame = await frames.openChallengeFrame(url, creq);
  let answered;
  try {
    answered = await waitForFrameMessage({
      type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
      serverTransId,
      source: frame.window,
      timeoutMs: THREE_DS.challengeTimeoutMs,
      signal,
    });
  } finally {
    frame.close();
  }
  if (signal.aborted) throw new Stop({ kind: 'aborted' });
  if (!answered) throw new Stop({ kind: 'failed', reason: 'challenge-timeout', messages: [] });
  context.onStep?.('authorizing');
  const status = await poll(
    async () => {
      const result = await client.call(
        getChallengeStatusCall,
        { params: { id: serverTransId } },
        { signal, requestId },
      );
      return result.kind === 'ok' && result.data.status !== 'pending' ? result.data.status : undefined;
    },
    { intervalMs: THREE_DS.pollIntervalMs, timeoutMs: THREE_DS.pollTimeoutMs, signal, checkFirst: true },
  );
  if (signal.aborted) throw new Stop({ kind: 'aborted' });
  if (status !== 'success') throw new Stop({ kind: 'failed', reason: 'challenge', messages: [] });
}

async function pay(request: PaymentRequest, flow: PaymentFlowContext): Promise<PaymentOutcome> {
  const { client, signal } = flow;
  const { orderCode, amount, card } = request;
  const scheme = cardSchemeOf(card.cardNumber);
  const expiry = readExpiry(card.expiry);
  // The form lets no other card through; this keeps the types honest.
  if (!isAcceptedScheme(scheme) || !expiry)
    throw new Stop({ kind: 'failed', reason: 'check-version', messages: [] });

  // (1) The cart again: anything changed since the order began sends the shopper back to it.
  flow.onStep?.('verifying');
  const verified = await client.call(verifyCartCall, { body: request.cart }, { signal });
  if (verified.kind === 'errors' && !signal.aborted)
    throw new Stop({ kind: 'cart-changed', errors: verified.errors });
  if (verified.kind !== 'ok') throw refused(verified, 'verify', signal);
  const context: Purchase = { ...flow, requestId: verified.requestId };
  const options = { signal, requestId: context.requestId };

  // (2) The card's 3-D Secure version, and the device data its issuer asks for.
  context.onStep?.('authenticating');
  const version = await client.call(
    checkVersionCall,
    { body: { order_code: orderCode, scheme, card_number: card.cardNumber } },
    options,
  );
  if (version.kind !== 'ok') throw refused(version, 'check-version', signal);
  const serverTransId = version.data.server_trans_id;
  await gatherDeviceData(version.data, context);
  if (signal.aborted) throw new Stop({ kind: 'aborted' });

  // (3) Authentication: frictionless, a challenge, or a refusal.
  const authentication = await client.call(
    initiateAuthenticationCall,
    {
      body: {
        server_trans_id: serverTransId,
        order_code: orderCode,
        card_details: {
          full_name: card.cardholderName.trim(),
          number: card.cardNumber,
          scheme,
          expiry_month: expiry.month,
          expiry_year: expiry.year,
        },
        browser_data: context.browserData(),
        amount,
        currency: THREE_DS.currency,
      },
    },
    options,
  );
  if (authentication.kind !== 'ok') throw refused(authentication, 'authentication', signal);
  const { data } = authentication;
  if (data.action === 'CHALLENGE') await passChallenge(data.url, data.encoded_creq, serverTransId, context);
  else if (!authenticationPasses(data.action))
    throw new Stop({ kind: 'failed', reason: 'not-authenticated', messages: [] });

  // (4) The charge.
  context.onStep?.('authorizing');
  const authorization = await client.call(
    initiateAuthorizationCall,
    {
      body: {
        server_trans_id: serverTransId,
        order_code: orderCode,
        card_details: {
          chname: card.cardholderName.trim(),
          number: card.cardNumber,
          type: scheme,
          expdate: `${expiry.month}${expiry.year}`,
          cvn: card.cvc,
        },
        amount,
        currency: THREE_DS.currency,
      },
    },
    options,
  );
  if (authorization.kind !== 'ok') throw refused(authorization, 'authorization', signal);
  return { kind: 'paid' };
}

/** docs/spec.md §4's payment flow in 4 steps: verify the cart, check the version, authenticate, authorise. */
export async function runPayment(
  request: PaymentRequest,
  context: PaymentFlowContext,
): Promise<PaymentOutcome> {
  try {
    const outcome = await pay(request, context);
    return context.signal.aborted ? { kind: 'aborted' } : outcome;
  } catch (error) {
    if (error instanceof Stop) return context.signal.aborted ? { kind: 'aborted' } : error.outcome;
    throw error;
  }
}
