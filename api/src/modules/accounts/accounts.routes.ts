import { type FastifyInstance } from 'fastify';
import { backofficeLoginCall, loginCall, registerCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type AccountsService } from './accounts.service';

/**
 * POST /login and POST /account/register (docs/spec.md §7 Account) and the staff's POST
 * /backoffice/login; rate-limited per client, and throttled per account across both logins.
 */
export async function accountRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountsService },
): Promise<void> {
  serveCall(app, loginCall, { rateLimit: rateLimitFor('login') }, (request) =>
    accounts.login({ ...request.body, client: request.ip }, 'customer'),
  );
  serveCall(app, backofficeLoginCall, { rateLimit: rateLimitFor('login') }, (request) =>
    accounts.login({ ...request.body, client: request.ip }, 'staff'),
  );
  serveCall(app, registerCall, { rateLimit: rateLimitFor('register') }, (request) =>
    accounts.register(request.body, request.body.repeat_password),
  );
}
