import { fakeApi } from 'remote-kit/testing';
import { staffLogoutCall } from 'shared-contracts';
import { endStaffSessionOnServer } from './staff-logout';

const SESSION = { token: 'staff-tok', userId: 3, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };

describe('ending the staff session on the server', () => {
  it('calls POST /backoffice/logout with the staff token, kept alive through the reload', async () => {
    const api = fakeApi().on(staffLogoutCall, () => ({ status: 'success' as const }));
    const fetch = jest.fn(api.fetch);
    endStaffSessionOnServer(SESSION, fetch);
    await Promise.resolve();

    const [request] = api.callsOf(staffLogoutCall);
    expect(api.callsOf(staffLogoutCall)).toHaveLength(1);
    expect(request!.headers.Authorization).toBe('Bearer staff-tok');
    expect(request!.body).toEqual({ user_id: 3 });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ keepalive: true });
  });

  it('calls nothing for a session that ran out, and takes a failed call quietly', async () => {
    const api = fakeApi();
    endStaffSessionOnServer({ ...SESSION, tokenExpirationDate: '2001-01-01T00:00:00.000Z' }, api.fetch);
    expect(api.calls).toEqual([]);
    const failing = jest.fn(() => Promise.reject(new TypeError('offline')));
    expect(() => endStaffSessionOnServer(SESSION, failing)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing).toHaveBeenCalled();
  });
});
