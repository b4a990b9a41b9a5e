import { type FastifyInstance } from 'fastify';
import {
  inviteStaffCall,
  registerStaffCall,
  staffLogoutCall,
  verifyStaffRegisterCall,
} from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type StaffAuth } from '../../plugins/auth';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type StaffInvitations } from './staff-invitations.service';
import { type StaffSessions } from './staff-sessions';

/**
 * Staff accounts and sessions: the invitation link's check and registration (no session,
 * rate-limited per client), a signed-in staff member's invitation of a colleague, and logout.
 */
export async function staffAccountRoutes(
  app: FastifyInstance,
  {
    invitations,
    sessions,
    auth,
  }: { invitations: StaffInvitations; sessions: StaffSessions; auth: StaffAuth },
): Promise<void> {
  serveCall(
    app,
    verifyStaffRegisterCall,
    { rateLimit: rateLimitFor('staffInvitationCheck') },
    async (request) => {
      await invitations.verify(request.body.email, request.body.code);
      return { status: 'success' as const };
    },
  );

  serveCall(app, registerStaffCall, { rateLimit: rateLimitFor('staffRegister') }, (request) =>
    invitations.register({ ...request.body, repeatPassword: request.body.repeat_password }),
  );

  serveCall(
    app,
    inviteStaffCall,
    { guard: auth.onRequest, rateLimit: rateLimitFor('staffInvite') },
    async (request) => {
      const staffId = await auth.ownUserId(request, request.body.user_id);
      const sent = await invitations.invite(request.body.email, staffId);
      request.log.info({ staffId, outbox: sent.outbox }, 'staff invitation mailed');
      return { status: 'success' as const };
    },
  );

  serveCall(app, staffLogoutCall, { guard: auth.onRequest }, async (request) => {
    await auth.ownUserId(request, request.body.user_id);
    if (request.user) await sessions.end(request.user.tokenId);
    return { status: 'success' as const };
  });
}
