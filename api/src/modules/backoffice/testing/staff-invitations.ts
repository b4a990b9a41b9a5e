import { randomBytes } from 'node:crypto';
import { type AuthAnswer } from 'shared-contracts';
import { type Mail } from '../../../mail/mailer';
import { postJson, type JsonAnswer } from '../../../testing/requests';
import { type TestApp } from '../../../testing/test-app';
import { type TestUser } from '../../../testing/users';

// Invitations as the back office sends them, for the API tests: the link read back from the
// test app's outbox, and the registration it leads to.

/** The e-mail and code of the invitation link in a mail (/backoffice/register/{email}/{code}). */
export function invitationIn(mail: Mail): { link: URL; email: string; code: string } {
  const link = /https?:\/\/\S+\/backoffice\/register\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  const url = new URL(link);
  const [, , , email = '', code = ''] = url.pathname.split('/');
  return { link: url, email: decodeURIComponent(email), code: decodeURIComponent(code) };
}

export const inviteCall = (
  t: TestApp,
  staff: TestUser,
  email: string,
  headers: Record<string, string> = {},
) =>
  postJson(
    t.app,
    '/api/backoffice/staff/invite',
    { email, user_id: staff.userId },
    { ...staff.auth, ...headers },
  );

/** Invites `email` as `staff` and answers the code of the mailed link. */
export async function invite(t: TestApp, staff: TestUser, email: string): Promise<string> {
  const before = t.outbox.length;
  const answer = await inviteCall(t, staff, email);
  if (answer.status !== 201)
    throw new Error(`invite failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const mail = t.outbox.slice(before).find((sent) => sent.to === email);
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  return invitationIn(mail).code;
}

export const verifyCall = (t: TestApp, email: string, code: string, headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/account/backoffice/verify_register', { email, code }, headers);

export const registerCall = (
  t: TestApp,
  body: { email: string; code: string; password: string; repeat_password?: string },
  headers: Record<string, string> = {},
): Promise<JsonAnswer> =>
  postJson(t.app, '/api/account/backoffice/register', { repeat_password: body.password, ...body }, headers);

/** A staff member created through an invitation of `inviter`, signed in with the registration's session. */
export async function invitedStaff(t: TestApp, inviter: TestUser, email: string): Promise<TestUser> {
  const code = await invite(t, inviter, email);
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const answer = await registerCall(t, { email, code, password });
  if (answer.status !== 201)
    throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const session = answer.body as AuthAnswer;
  return {
    email,
    password,
    token: session.token,
    userId: session.userId,
    auth: { authorization: `Bearer ${session.token}` },
  };
}
