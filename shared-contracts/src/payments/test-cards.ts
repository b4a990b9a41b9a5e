// The card processor sandbox's test cards (docs/payments.md), the numbers of a well-known
// acquirer's 3-D Secure 2 sandbox: any future expiry and any 3-digit CVC. The sandbox decides
// by them; tests and the README name them from here. Every other Luhn-valid number behaves
// as `frictionless`.

export const SANDBOX_CHALLENGE_CODE = '1234';

export const SANDBOX_TEST_CARDS = {
  /** Frictionless, authenticated (Y) → authorised. */
  frictionless: { VISA: '4222000006285344', MASTERCARD: '5354560000000004' },
  /** Frictionless with no 3DS Method URL (skip_gathering) → authorised. */
  noMethodUrl: { VISA: '4222000009719489', MASTERCARD: '5571596304025153' },
  /** Challenge (C) → the shopper passes it with SANDBOX_CHALLENGE_CODE → authorised. */
  challenge: { VISA: '4222000001227408', MASTERCARD: '5506874496684651' },
  /** Authentication failed (N) → payment error. */
  notAuthenticated: { VISA: '4222000002144131', MASTERCARD: '5540010585397800' },
  /** Issuer rejected (R) → payment error. */
  rejected: { VISA: '4222000007275799', MASTERCARD: '5588312194362669' },
  /** Could not be performed (U): the ERROR action, treated as a pass → authorised. */
  notPerformed: { VISA: '4222000008880910', MASTERCARD: '5520680211891022' },
  /** Not enrolled (not_enrolled) → authorised without 3-D Secure. Visa only. */
  notEnrolled: { VISA: '4917000000000087' },
  /** Authenticated, then the authorisation is declined. */
  declined: { VISA: '4000126842489127', MASTERCARD: '5114617896541284' },
} as const;
export type SandboxCardOutcome = keyof typeof SANDBOX_TEST_CARDS;
