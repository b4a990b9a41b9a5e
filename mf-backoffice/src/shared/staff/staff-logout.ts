import {
  type Bus,
  type Session,
  createHttpClient,
  isSessionLive,
  staffLogoutCall,
  WireIdSchema,
} from 'shared-contracts';

/**
 * Ends the staff session on the server as well when the shell signs the staff member out
 * (the account menu's logout, or another staff member signing in on this tab): the shell owns
 * the sign-out and forgets the session first, so this keeps the last one it saw and calls
 * POST /backoffice/logout with its token. `keepalive`, because the shell reloads the page at
 * once. A session that ran out needs no call. Returns a function that stops listening.
 */
export function endStaffSessionsOnSignOut(
  bus: Bus,
  apiBaseUrl: string,
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): () => void {
  let last: Session | undefined;
  const client = createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: () => last?.token,
    fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
  });
  const changes = bus.on('staff-session.changed').subscribe((session) => {
    if (session) last = session;
  });
  const signOuts = bus.on('staff-session.signed-out').subscribe(() => {
    const session = last;
    const userId = WireIdSchema.safeParse(session?.userId);
    if (session && userId.success && isSessionLive(session))
      void client.call(staffLogoutCall, { body: { user_id: userId.data } });
    last = undefined;
  });
  return () => {
    changes.unsubscribe();
    signOuts.unsubscribe();
  };
}
