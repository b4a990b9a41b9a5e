import { type FastifyInstance } from 'fastify';
import { loginCall, registerCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type AccountsService } from './accounts.service';

/** POST /login and POST /account/register (SPEC.md §7 Account); rate-limited per client. */
export async function accountRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountsService },
): Promise<void> {
  serveCall(app, loginCall, { rateLimit: rateLimitFor('login') }, (request) => accounts.login(request.body));
  serveCall(app, registerCall, { rateLimit: rateLimitFor('register') }, (request) =>
    accounts.register(request.body, request.body.repeat_password),
  );
}
