import { QueryObserver } from '@tanstack/react-query';
import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { verifyStaffRegisterCall } from 'shared-contracts';
import { LoadError } from '../../../shared/data/load-error';
import { invitationCheckQuery } from './invitation-check-query';

const LINK = { email: 'nuevo@estudio.es', code: 'Zk3vQ8mN1pR5tW7yB2cD4fG6' };

describe('an invitation link’s check', () => {
  it('says a link that holds is verified, after asking with its e-mail and code', async () => {
    const api = fakeApi().on(verifyStaffRegisterCall, () => ({ status: 'success' as const }));
    expect(await testQueryClient().fetchQuery(invitationCheckQuery(api.client(), LINK))).toBe('verified');
    expect(api.callsOf(verifyStaffRegisterCall)[0]!.body).toEqual(LINK);
  });

  it.each([400, 404, 410])('says the link is refused when the API answers %p', async (status) => {
    const api = fakeApi().on(verifyStaffRegisterCall, () => reply.errors(status, { code: ['No'] }));
    expect(await testQueryClient().fetchQuery(invitationCheckQuery(api.client(), LINK))).toBe('refused');
  });

  it.each([
    ['throttling', reply.errors(429, { auth: ['Too many attempts'] })],
    ['a server error', reply.errors(500, { server: ['Internal error'] })],
    ['no answer', reply.offline()],
  ])('throws %s, to be tried again', async (_, failure) => {
    const api = fakeApi().on(verifyStaffRegisterCall, () => failure);
    await expect(
      testQueryClient().fetchQuery(invitationCheckQuery(api.client(), LINK)),
    ).rejects.toBeInstanceOf(LoadError);
  });

  it('refuses a link the API would refuse outright at once, without asking', async () => {
    const api = fakeApi();
    const check = invitationCheckQuery(api.client(), { email: 'not-an-email', code: 'short' });
    const queryClient = testQueryClient();
    // Known before any read (the page never says 'Loading...' for it), and on every read.
    expect(new QueryObserver(queryClient, check).getCurrentResult().data).toBe('refused');
    expect(await queryClient.fetchQuery(check)).toBe('refused');
    expect(api.calls).toEqual([]);
  });

  it('is keyed by the link', () => {
    const key = (link: typeof LINK) => invitationCheckQuery(fakeApi().client(), link).queryKey;
    expect(key(LINK)).toEqual(['backoffice', 'invitation', LINK.email, LINK.code]);
  });
});
