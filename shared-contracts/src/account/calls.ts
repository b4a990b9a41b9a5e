import { defineCall } from '../http/call';
import { LoginAnswerSchema, LoginRequestSchema } from './login';
import { RegisterAnswerSchema, RegisterRequestSchema } from './register';

// SPEC.md §7 Account. Both are rate-limited per client (429).

export const loginCall = defineCall({
  method: 'POST',
  path: '/login',
  auth: 'none',
  summary: 'Signs a customer in: a new token, its user id and expiry',
  tag: 'account',
  body: LoginRequestSchema,
  answer: LoginAnswerSchema,
  errors: [400, 401, 429],
});

export const registerCall = defineCall({
  method: 'POST',
  path: '/account/register',
  auth: 'none',
  summary: 'Creates a customer account and signs it in',
  tag: 'account',
  body: RegisterRequestSchema,
  answer: RegisterAnswerSchema,
  status: 201,
  errors: [400, 409, 429],
});
