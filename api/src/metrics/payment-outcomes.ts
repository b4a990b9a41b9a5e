import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
  type RouteOptions,
} from 'fastify';
import { API_BASE_URL, initiateAuthorizationCall } from 'shared-contracts';
import { ApiError } from '../http/api-error';
import { type PaymentResult, type ShopMetrics } from './shop-metrics';

const AUTHORIZATION_URL = `${API_BASE_URL}${initiateAuthorizationCall.path}`;

/**
 * How an authorisation ended, from its answer's status and its messages' keys (the payments
 * code's answers: 402 a declined charge; 409 authentication not passed or stock short).
 */
export function paymentResultOf(status: number, messageKeys: readonly string[]): PaymentResult {
  if (status < 300) return 'paid';
  if (status >= 500) return 'error';
  if (status === 402) return 'declined';
  if (messageKeys.includes('payment_not_authenticated')) return 'not_authenticated';
  if (messageKeys.includes('stock_short')) return 'stock_short';
  return 'refused';
}

const messageKeysOf = (error: unknown): string[] =>
  error instanceof ApiError
    ? Object.values(error.errors).flatMap((messages) => messages.map((m) => m.key))
    : [];

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Counts the payment authorisations' outcomes with hooks on that one route (added as it is
 * registered), so the payments code knows nothing of metrics and no other route pays for it.
 */
export function countPaymentOutcomes(app: FastifyInstance, metrics: ShopMetrics): void {
  const keysOfFailure = new WeakMap<FastifyRequest, string[]>();
  const onError = (request: FastifyRequest, _reply: FastifyReply, error: unknown, done: () => void) => {
    keysOfFailure.set(request, messageKeysOf(error));
    done();
  };
  const onResponse = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    metrics.paymentAnswered(paymentResultOf(reply.statusCode, keysOfFailure.get(request) ?? []));
    done();
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url !== AUTHORIZATION_URL || route.method !== initiateAuthorizationCall.method) return;
    route.onError = [...asList(route.onError), onError];
    route.onResponse = [...asList(route.onResponse), onResponse];
  });
}
