import { type FastifyInstance } from 'fastify';
import { recoverPasswordCall, resetPasswordCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type PasswordRecoveryService } from './password-recovery.service';

/**
 * POST /account/recover_password (the same answer for every e-mail; rate-limited per client
 * and per e-mail) and POST /account/reset_password (a mailed token, used once, signs in).
 */
export async function passwordRecoveryRoutes(
  app: FastifyInstance,
  { recovery }: { recovery: PasswordRecoveryService },
): Promise<void> {
  // Reset mails still being sent are finished before the app (and its database) closes.
  app.addHook('onClose', () => recovery.idle());

  serveCall(app, recoverPasswordCall, { rateLimit: rateLimitFor('recoverPassword') }, async (request) => {
    await recovery.recover(request.body.email, request.language, request.log);
    return { status: 'success' as const };
  });
  serveCall(app, resetPasswordCall, { rateLimit: rateLimitFor('resetPassword') }, (request) =>
    recovery.reset({
      token: request.body.token,
      password: request.body.password,
      repeatPassword: request.body.repeat_password,
    }),
  );
}
