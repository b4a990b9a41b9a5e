import { type FastifyInstance } from 'fastify';
import { recoverPasswordCall, resetPasswordCall } from 'shared-contracts';
import { sweepInTheBackground } from '../../http/background-sweep';
import { serveCall } from '../../http/serve-call';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type PasswordRecoveryService } from './password-recovery.service';

/** How often an instance looks for reset mails left queued. */
const LEFT_OVER_SWEEP_EVERY_MS = 5 * 60_000;

/**
 * POST /account/recover_password (the same answer for every e-mail; rate-limited per client
 * and per e-mail) and POST /account/reset_password (a mailed token, used once, signs in).
 */
export async function passwordRecoveryRoutes(
  app: FastifyInstance,
  { recovery }: { recovery: PasswordRecoveryService },
): Promise<void> {
  // Reset mails an instance died before sending (or failed to send) stay queued in the database.
  sweepInTheBackground(
    app,
    { sweep: (log) => recovery.sendLeftOverMails(log), idle: () => recovery.idle() },
    LEFT_OVER_SWEEP_EVERY_MS,
    'password-resets',
  );

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
