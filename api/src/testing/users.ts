import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { type AuthAnswer } from 'shared-contracts';
import { type Db } from '../db/database';
import { hashPassword } from '../modules/accounts/password-hash';

export interface TestUser {
  email: string;
  password: string;
  token: string;
  userId: number;
  /** Headers for a Bearer call as this user. */
  auth: { authorization: string };
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(6).toString('hex')}@example.com`;

/** Registers a new customer through the API, as the shop would. */
export async function registerUser(app: FastifyInstance, email = uniqueEmail()): Promise<TestUser> {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: { email, password, repeat_password: password },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return signedIn(email, password, response.json<AuthAnswer>());
}

function signedIn(email: string, password: string, answer: AuthAnswer): TestUser {
  return {
    email,
    password,
    token: answer.token,
    userId: answer.userId,
    auth: { authorization: `Bearer ${answer.token}` },
  };
}

/**
 * A staff member, created directly in the database (an invitation's registration makes the
 * same row: modules/backoffice/testing/staff-invitations.ts goes through the API), then signed
 * in at POST /backoffice/login, which opens its staff session.
 */
export async function createStaffUser(
  app: FastifyInstance,
  db: Db,
  email = uniqueEmail('staff'),
): Promise<TestUser> {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(password, 10), role: 'staff' })
    .execute();
  const response = await app.inject({
    method: 'POST',
    url: '/api/backoffice/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return signedIn(email, password, response.json<AuthAnswer>());
}
