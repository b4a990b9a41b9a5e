import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  checkVersionCall,
  getChallengeStatusCall,
  getGatherStatusCall,
  initiateAuthenticationCall,
  initiateAuthorizationCall,
} from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { sweepInTheBackground } from '../../http/background-sweep';
import { serveCall } from '../../http/serve-call';
import { type CustomerAuth } from '../../plugins/auth';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type PaymentsService } from './payments.service';

/** How often an instance looks for owed confirmation mails. */
const OWED_SWEEP_EVERY_MS = 5 * 60_000;

/**
 * docs/spec.md §7 "3-D Secure and payment", in the order of docs/spec.md §4's payment flow: the
 * signed-in customer's own order and transactions only. The card steps are limited per
 * client against card testing; the status polls (every 1 s for up to 10 s) are not. No
 * request body is ever logged here (they hold the card: logging.ts redacts it should one be).
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { payments, auth }: { payments: PaymentsService; auth: CustomerAuth },
): Promise<void> {
  // Set by the guard, which answers 401 first; the check keeps a route without it from running.
  const customer = (request: Pick<FastifyRequest, 'user'>): number => {
    if (!request.user) throw apiError(401, 'auth', 'invalid_token');
    return request.user.id;
  };
  // The processor keeps its hold on the database from the start. Closing runs the hooks last
  // added first: it lets go once the sweeps below have finished.
  app.addHook('onReady', () => payments.openProcessor());
  app.addHook('onClose', () => payments.closeProcessor());
  // Confirmations an instance died before mailing are owed in the database.
  sweepInTheBackground(
    app,
    { sweep: (log) => payments.sendOwedConfirmations(log), idle: () => payments.idle() },
    OWED_SWEEP_EVERY_MS,
    'order-confirmations',
  );
  // So are payment attempts an instance died in the middle of: each settled with the processor.
  sweepInTheBackground(
    app,
    {
      sweep: (log) =>
        payments.settleUnsettledAttempts(log, ({ decision }) => app.metrics?.attemptSwept(decision)),
      idle: () => payments.idle(),
    },
    payments.attemptSweepEveryMs,
    'payment-attempts',
  );

  serveCall(
    app,
    checkVersionCall,
    { guard: auth.onRequest, rateLimit: rateLimitFor('paymentCheckVersion') },
    (request) => payments.checkVersion(customer(request), request.body),
  );
  serveCall(app, getGatherStatusCall, { guard: auth.onRequest }, (request) =>
    payments.gatherStatus(customer(request), request.params.id),
  );
  serveCall(
    app,
    initiateAuthenticationCall,
    { guard: auth.onRequest, rateLimit: rateLimitFor('paymentAuthentication') },
    (request) => payments.initiateAuthentication(customer(request), request.body, request.language),
  );
  serveCall(app, getChallengeStatusCall, { guard: auth.onRequest }, (request) =>
    payments.challengeStatus(customer(request), request.params.id),
  );
  serveCall(
    app,
    initiateAuthorizationCall,
    { guard: auth.onRequest, rateLimit: rateLimitFor('paymentAuthorization') },
    (request) =>
      payments.initiateAuthorization(customer(request), request.body, request.language, request.log),
  );
}
