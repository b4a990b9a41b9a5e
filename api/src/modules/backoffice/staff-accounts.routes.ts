import { type FastifyInstance } from 'fastify';
import {
  changeStaffPasswordCall,
  inviteStaffCall,
  registerStaffCall,
  staffLogoutCall,
  verifyStaffRegisterCall,
} from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type StaffAuth } from '../../plugins/auth';
import { rateLimitFor } from '../../plugins/rate-limit';
import { passwordChangeOf, type ProfileService } from '../accounts/profile.service';
import { type StaffInvitations } from './staff-invitations.service';
import { type StaffSessions } from './staff-sessions';

/**
 * Staff accounts and sessions: the invitation link's check and registration (no session,
 * rate-limited per client), a signed-in staff member's invitation of a colleague, their
 * password change (which ends their other sessions), and logout.
 */
export async function staffAccountRoutes(
  app: FastifyInstance,
  {
    invitations,
    sessions,
    profile,
    auth,
  }: { invitations: StaffInvitations; sessions: StaffSessions; profile: ProfileService; auth: StaffAuth },
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

  serveCall(
    app,
    changeStaffPasswordCall,
    { guard: auth.onRequest, rateLimit: rateLimitFor('changePassword') },
    async (request) => {
      const staffId = await auth.ownUserId(request, request.body.user_id);
      const session = await profile.changePassword(
        staffId,
        'staff',
        passwordChangeOf(request.body),
        request.ip,
      );
      return { status: 'success' as const, session };
    },
  );

  serveCall(app, staffLogoutCall, { guard: auth.onRequest }, async (request) => {
    await auth.ownUserId(request, request.body.user_id);
    if (request.user) await sessions.end(request.user.tokenId);
    return { status: 'success' as const };
  });
}
