import { defineCall } from '../http/call';
import { ChallengeStatusAnswerSchema } from './challenge-status';
import { CheckVersionAnswerSchema, CheckVersionRequestSchema } from './check-version';
import { GatherStatusAnswerSchema } from './gather-status';
import {
  InitiateAuthenticationAnswerSchema,
  InitiateAuthenticationRequestSchema,
} from './initiate-authentication';
import {
  InitiateAuthorizationAnswerSchema,
  InitiateAuthorizationRequestSchema,
} from './initiate-authorization';
import { TransactionParamsSchema } from './transaction';

// docs/spec.md §7 3-D Secure and payment, in the order of docs/spec.md §4's payment flow. All are the
// signed-in customer's and about their own order; the card steps are rate-limited (429)
// against card testing.

export const checkVersionCall = defineCall({
  method: 'POST',
  path: '/secure3d/check-version',
  auth: 'customer',
  summary: "Starts 3-D Secure for an order: the card's enrolment and how to gather device data",
  tag: 'payments',
  body: CheckVersionRequestSchema,
  answer: CheckVersionAnswerSchema,
  errors: [400, 401, 403, 404, 409, 429],
});

export const getGatherStatusCall = defineCall({
  method: 'GET',
  path: '/secure3d/transaction-gather-status/:id',
  auth: 'customer',
  summary: "Whether the issuer's 3DS Method page has gathered the device data",
  tag: 'payments',
  params: TransactionParamsSchema,
  answer: GatherStatusAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const initiateAuthenticationCall = defineCall({
  method: 'POST',
  path: '/secure3d/initiate_authentication',
  auth: 'customer',
  summary: "Asks the card's issuer to authenticate the payment: frictionless, challenge or refusal",
  tag: 'payments',
  body: InitiateAuthenticationRequestSchema,
  answer: InitiateAuthenticationAnswerSchema,
  errors: [400, 401, 403, 404, 409, 410, 429],
});

export const getChallengeStatusCall = defineCall({
  method: 'GET',
  path: '/secure3d/challenge-status/:id',
  auth: 'customer',
  summary: 'The outcome of the challenge shown to the shopper: pending, success, not_success or expired',
  tag: 'payments',
  params: TransactionParamsSchema,
  answer: ChallengeStatusAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const initiateAuthorizationCall = defineCall({
  method: 'POST',
  path: '/secure3d/initiate_authorization',
  auth: 'customer',
  summary: 'Charges the order once authenticated: the order becomes RECEIVED, stock and cart follow',
  tag: 'payments',
  body: InitiateAuthorizationRequestSchema,
  answer: InitiateAuthorizationAnswerSchema,
  errors: [400, 401, 402, 403, 404, 409, 410, 429],
});
