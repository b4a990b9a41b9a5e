import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { createBus, getProfileCall } from 'shared-contracts';
import { ReadFailure } from '../../../shared/queries/answer-data';
import { profileQuery } from './profile-query';

const profile = (userId: number) => ({
  userId,
  email: `customer${userId}@example.com`,
  createdAt: '2026-03-05T09:00:00.000Z',
});

function signedIn(userId: number) {
  const bus = createBus();
  bus.publish('session.changed', {
    token: `tok-${userId}`,
    userId,
    tokenExpirationDate: '2099-01-01T00:00:00Z',
  });
  return bus;
}

describe('profileQuery', () => {
  it('reads the signed-in customer’s profile with their token', async () => {
    const api = fakeApi().on(getProfileCall, ({ token }) => (token === 'tok-7' ? profile(7) : profile(1)));
    await expect(testQueryClient().fetchQuery(profileQuery(api.client(signedIn(7)), 7))).resolves.toEqual(
      profile(7),
    );
  });

  it('keeps each customer’s profile under their own user id', () => {
    const client = fakeApi().client();
    expect(profileQuery(client, 7).queryKey).not.toEqual(profileQuery(client, 8).queryKey);
    expect(profileQuery(client, 7).queryKey).toContain(7);
  });

  it('is not asked for a visitor', () => {
    expect(profileQuery(fakeApi().client(), undefined).enabled).toBe(false);
    expect(profileQuery(fakeApi().client(), 7).enabled).toBe(true);
  });

  it('fails when the profile cannot be read', async () => {
    const client = fakeApi()
      .on(getProfileCall, () => reply.offline())
      .client(signedIn(7));
    await expect(testQueryClient().fetchQuery(profileQuery(client, 7))).rejects.toBeInstanceOf(ReadFailure);
  });
});
