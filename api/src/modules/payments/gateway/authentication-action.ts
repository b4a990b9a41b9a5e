import { type AuthenticationAction, type TransStatus } from 'shared-contracts';

const ACTIONS: Record<TransStatus, AuthenticationAction> = {
  Y: 'AUTHORIZATION',
  A: 'AUTHORIZATION',
  C: 'CHALLENGE',
  U: 'ERROR',
  N: 'NOT_AUTHENTICATED',
  R: 'REJECTED',
};

/**
 * initiate_authentication's action for the issuer's EMV transStatus (shared-contracts
 * initiate-authentication.ts): Y or A frictionless, C challenge, U could not be performed
 * (docs/spec.md §4 lets it pass), N not authenticated, R rejected.
 */
export function authenticationActionOf(transStatus: TransStatus): AuthenticationAction {
  return ACTIONS[transStatus];
}
