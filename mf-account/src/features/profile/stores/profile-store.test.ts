import { fakeApi, installApi, reply } from 'remote-kit/testing';
import { getBus, getProfileCall } from 'shared-contracts';
import { forgetProfile, loadProfile, profileState } from './profile-store';

const profile = (userId: number) => ({
  userId,
  email: `customer${userId}@example.com`,
  createdAt: '2026-03-05T09:00:00.000Z',
});

beforeEach(() => {
  forgetProfile();
  getBus().publish('session.changed', {
    token: 'tok',
    userId: 7,
    tokenExpirationDate: '2099-01-01T00:00:00Z',
  });
});

describe('the profile store', () => {
  it('loads the signed-in customer’s profile with the token', async () => {
    const api = fakeApi().on(getProfileCall, ({ token }) => (token === 'tok' ? profile(7) : profile(1)));
    installApi(api);
    await loadProfile(7);
    expect(profileState).toMatchObject({ userId: 7, status: 'ready', profile: profile(7) });
  });

  it('keeps a profile shown when a reload fails, and fails a first load', async () => {
    installApi(fakeApi().on(getProfileCall, () => profile(7)));
    await loadProfile(7);
    installApi(fakeApi().on(getProfileCall, () => reply.offline()));
    await loadProfile(7);
    expect(profileState).toMatchObject({ status: 'ready', profile: profile(7) });
    forgetProfile();
    await loadProfile(7);
    expect(profileState).toMatchObject({ status: 'failed', profile: undefined });
  });

  it('never shows a customer another one’s profile while it loads', async () => {
    installApi(fakeApi().on(getProfileCall, () => profile(7)));
    await loadProfile(7);
    installApi(fakeApi().on(getProfileCall, () => new Promise<never>(() => undefined)));
    void loadProfile(8);
    expect(profileState).toMatchObject({ userId: 8, status: 'loading', profile: undefined });
  });
});
