import {
  type CheckVersionAction,
  SANDBOX_TEST_CARDS,
  type SandboxCardOutcome,
  type TransStatus,
} from 'shared-contracts';
import { PaymentGatewayError } from '../gateway-errors';

/** How the sandbox's issuer treats one test card of docs/payments.md. */
export interface SandboxCardBehaviour {
  outcome: SandboxCardOutcome;
  /** check-version's answer: whether the issuer has a 3DS Method page, or the card is not enrolled. */
  versionAction: CheckVersionAction;
  /** The issuer's authentication answer (ARes transStatus); none for a card not enrolled. */
  transStatus: Exclude<TransStatus, 'A'> | null;
  /** The issuer declines the charge even though authentication passed. */
  declinesCharge: boolean;
}

const BEHAVIOURS: Record<SandboxCardOutcome, Omit<SandboxCardBehaviour, 'outcome'>> = {
  frictionless: { versionAction: 'gather_device_data', transStatus: 'Y', declinesCharge: false },
  noMethodUrl: { versionAction: 'skip_gathering', transStatus: 'Y', declinesCharge: false },
  challenge: { versionAction: 'gather_device_data', transStatus: 'C', declinesCharge: false },
  notAuthenticated: { versionAction: 'gather_device_data', transStatus: 'N', declinesCharge: false },
  rejected: { versionAction: 'gather_device_data', transStatus: 'R', declinesCharge: false },
  notPerformed: { versionAction: 'gather_device_data', transStatus: 'U', declinesCharge: false },
  notEnrolled: { versionAction: 'not_enrolled', transStatus: null, declinesCharge: false },
  declined: { versionAction: 'gather_device_data', transStatus: 'Y', declinesCharge: true },
};

const OUTCOME_BY_NUMBER = new Map<string, SandboxCardOutcome>(
  Object.entries(SANDBOX_TEST_CARDS).flatMap(([outcome, numbers]) =>
    Object.values(numbers).map((number): [string, SandboxCardOutcome] => [
      number,
      outcome as SandboxCardOutcome,
    ]),
  ),
);

/**
 * The behaviour of a card number the processor has accepted (Luhn, Visa or Mastercard): its
 * row of the test-card table. Any other number is an unknown card (docs/security.md: the sandbox
 * accepts only its documented test numbers), so a look-alike cannot pick its outcome.
 */
export function sandboxBehaviourOf(number: string): SandboxCardBehaviour {
  const outcome = OUTCOME_BY_NUMBER.get(number);
  if (outcome === undefined) throw new PaymentGatewayError('card_unknown');
  return { outcome, ...BEHAVIOURS[outcome] };
}
