import { defineCall } from '../http/call';
import { LoginAnswerSchema, LoginRequestSchema } from './login';
import {
  RecoverPasswordAnswerSchema,
  RecoverPasswordRequestSchema,
  ResetPasswordAnswerSchema,
  ResetPasswordRequestSchema,
} from './password-reset';
import { ChangePasswordAnswerSchema, ChangePasswordRequestSchema, ProfileAnswerSchema } from './profile';
import { RegisterAnswerSchema, RegisterRequestSchema } from './register';

// docs/spec.md §7 Account. Both are rate-limited per client (429).

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

export const recoverPasswordCall = defineCall({
  method: 'POST',
  path: '/account/recover_password',
  auth: 'none',
  summary:
    'Mails a single-use password reset link when the e-mail has an account; the same answer either way',
  tag: 'account',
  body: RecoverPasswordRequestSchema,
  answer: RecoverPasswordAnswerSchema,
  errors: [400, 429],
});

export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/account/reset_password',
  auth: 'none',
  summary: "Sets a new password with a reset link's token and signs the customer in",
  tag: 'account',
  body: ResetPasswordRequestSchema,
  answer: ResetPasswordAnswerSchema,
  errors: [400, 429],
});

export const getProfileCall = defineCall({
  method: 'GET',
  path: '/account/profile',
  auth: 'customer',
  summary: "The signed-in customer's account: e-mail and creation date",
  tag: 'account',
  answer: ProfileAnswerSchema,
  errors: [401, 403],
});

export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/account/change_password',
  auth: 'customer',
  summary: "Changes the signed-in customer's password, given the current one",
  tag: 'account',
  body: ChangePasswordRequestSchema,
  answer: ChangePasswordAnswerSchema,
  errors: [400, 401, 403, 429],
});
