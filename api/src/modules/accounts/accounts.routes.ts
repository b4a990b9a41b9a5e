import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  RegisterAnswerSchema,
  RegisterRequestSchema,
} from 'shared-contracts';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type AccountsService } from './accounts.service';

const tags = ['account'];

/** POST /login and POST /account/register (SPEC.md §7 Account); rate-limited per client. */
export async function accountRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/login',
    {
      config: { rateLimit: rateLimitFor('login') },
      schema: {
        tags,
        body: LoginRequestSchema,
        response: {
          200: LoginAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    (request) => accounts.login(request.body),
  );

  api.post(
    '/account/register',
    {
      config: { rateLimit: rateLimitFor('register') },
      schema: {
        tags,
        body: RegisterRequestSchema,
        response: {
          201: RegisterAnswerSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await accounts.register(request.body, request.body.repeat_password);
      return reply.code(201).send(answer);
    },
  );
}
