import {
  API_BASE_URL,
  type Session,
  createHttpClient,
  isSessionLive,
  staffLogoutCall,
  WireIdSchema,
} from 'shared-contracts';

/**
 * Ends a staff session on the server too (POST /backoffice/logout), so its token is refused
 * from then on, before its expiry: the account menu's logout, or another staff member
 * signing in on this tab. `keepalive`, because the page reloads at once. A session that ran
 * out needs no call; a failed call changes nothing here (the session is forgotten already,
 * and the server ends it after 30 idle minutes anyway).
 */
export function endStaffSessionOnServer(
  session: Session,
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): void {
  const userId = WireIdSchema.safeParse(session.userId);
  if (!userId.success || !isSessionLive(session)) return;
  const client = createHttpClient({
    baseUrl: API_BASE_URL,
    getToken: () => session.token,
    fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
  });
  void client.call(staffLogoutCall, { body: { user_id: userId.data } }).catch(() => undefined);
}
