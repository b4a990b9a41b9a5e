import { type FastifyInstance } from 'fastify';
import { changePasswordCall, getProfileCall } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { serveCall } from '../../http/serve-call';
import { type CustomerAuth } from '../../plugins/auth';
import { rateLimitFor } from '../../plugins/rate-limit';
import { passwordChangeOf, type ProfileService } from './profile.service';

/** GET /account/profile and POST /account/change_password: the signed-in customer's own account. */
export async function profileRoutes(
  app: FastifyInstance,
  { profile, auth }: { profile: ProfileService; auth: CustomerAuth },
): Promise<void> {
  const userOf = (request: { user?: { id: number } }) => {
    if (!request.user) throw apiError(401, 'auth', 'invalid_token');
    return request.user.id;
  };

  serveCall(app, getProfileCall, { guard: auth.onRequest }, (request) => profile.profile(userOf(request)));
  serveCall(
    app,
    changePasswordCall,
    { guard: auth.onRequest, rateLimit: rateLimitFor('changePassword') },
    async (request) => {
      const session = await profile.changePassword(
        userOf(request),
        'customer',
        passwordChangeOf(request.body),
        request.ip,
      );
      return { status: 'success' as const, session };
    },
  );
}
