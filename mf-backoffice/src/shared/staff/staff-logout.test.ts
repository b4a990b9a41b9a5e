import { fakeApi } from 'remote-kit/testing';
import { createBus, staffLogoutCall } from 'shared-contracts';
import { endStaffSessionsOnSignOut } from './staff-logout';

const SESSION = { token: 'staff-tok', userId: 3, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };

/** The shell's sign-out, in its order: the session goes (null), then 'signed-out'. */
function signOut(bus: ReturnType<typeof createBus>) {
  bus.publish('staff-session.changed', null);
  bus.publish('staff-session.signed-out', {});
}

describe('ending the staff session on the server', () => {
  it('calls POST /backoffice/logout with the token the shell just forgot, kept alive through the reload', async () => {
    const api = fakeApi().on(staffLogoutCall, () => ({ status: 'success' as const }));
    const fetch = jest.fn(api.fetch);
    const bus = createBus();
    const stop = endStaffSessionsOnSignOut(bus, '/api', fetch);
    bus.publish('staff-session.changed', SESSION);
    signOut(bus);
    await Promise.resolve();

    expect(api.callsOf(staffLogoutCall)).toHaveLength(1);
    const [request] = api.callsOf(staffLogoutCall);
    expect(request!.headers.Authorization).toBe('Bearer staff-tok');
    expect(request!.body).toEqual({ user_id: 3 });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ keepalive: true });

    // Once only, and nothing for a session that ran out before the sign-out.
    bus.publish('staff-session.signed-out', {});
    bus.publish('staff-session.changed', { ...SESSION, tokenExpirationDate: '2001-01-01T00:00:00.000Z' });
    signOut(bus);
    await Promise.resolve();
    expect(api.callsOf(staffLogoutCall)).toHaveLength(1);
    stop();
  });

  it('stops listening when stopped', () => {
    const api = fakeApi();
    const bus = createBus();
    endStaffSessionsOnSignOut(bus, '/api', api.fetch)();
    bus.publish('staff-session.changed', SESSION);
    signOut(bus);
    expect(api.calls).toEqual([]);
  });
});
