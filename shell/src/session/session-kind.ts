/**
 * The shell keeps two independent sessions: the customer's (storefront) and the staff
 * member's (back office, docs/spec.md §3). Each has its own storage keys, cookies and bus topic.
 */
export type SessionKind = 'customer' | 'staff';

export const SESSION_KINDS: readonly SessionKind[] = ['customer', 'staff'];

interface SessionKeys {
  /** Session-storage keys of the session's fields. */
  storage: { token: string; tokenExpirationDate: string; userId: string; signInId: string };
  /** Cookie names written only with remember-me (token and user id, never more). */
  cookies: { token: string; userId: string };
}

export const SESSION_KEYS: Record<SessionKind, SessionKeys> = {
  customer: {
    storage: {
      token: 'shell.session.token',
      tokenExpirationDate: 'shell.session.tokenExpirationDate',
      userId: 'shell.session.userId',
      signInId: 'shell.session.signInId',
    },
    cookies: { token: 'shell_token', userId: 'shell_user_id' },
  },
  staff: {
    storage: {
      token: 'shell.staff-session.token',
      tokenExpirationDate: 'shell.staff-session.tokenExpirationDate',
      userId: 'shell.staff-session.userId',
      signInId: 'shell.staff-session.signInId',
    },
    cookies: { token: 'shell_backoffice_token', userId: 'shell_backoffice_user_id' },
  },
};
