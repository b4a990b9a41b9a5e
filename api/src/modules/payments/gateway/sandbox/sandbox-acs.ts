import {
  type CReq,
  CReqSchema,
  type CRes,
  decodeEmvMessage,
  EMV_MESSAGE_VERSION,
  SANDBOX_CHALLENGE_CODE,
  ThreeDSMethodDataSchema,
} from 'shared-contracts';
import {
  type ThreeDSTransaction,
  type ThreeDSTransactionsRepository,
} from '../threeds-transactions.repository';
import { challengeAnswerDeadline, hasExpired } from './sandbox-timing';

/** What the challenge page shows: the code form with the time left, or the final answer to post back. */
export type ChallengeStep =
  | { kind: 'invalid' }
  | { kind: 'ask'; transaction: ThreeDSTransaction; remainingMs: number }
  | { kind: 'answered'; cres: CRes };

/** What the 3DS Method page does: hand the data on to the shop's notification URL, or refuse it. */
export type MethodStep = { kind: 'invalid' } | { kind: 'forward'; notificationUrl: string };

/**
 * The sandbox issuer's access control server (ACS): the logic behind its 3DS Method page and
 * its challenge page (acs-pages.ts). It records the challenge's outcome itself, as a real
 * issuer reports it to the 3-D Secure server (EMV's RReq), so the shop never trusts the CRes
 * that comes back through the browser.
 */
export class SandboxAcs {
  constructor(
    private readonly transactions: ThreeDSTransactionsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A real issuer fingerprints the device here; the sandbox only hands the data back to the
   * notification URL, which must be on the shop's own origin (`siteOrigin`).
   */
  method(threeDSMethodData: string, siteOrigin: string): MethodStep {
    const data = decodeEmvMessage(threeDSMethodData, ThreeDSMethodDataSchema);
    if (!data) return { kind: 'invalid' };
    let target: URL;
    let site: URL;
    try {
      site = new URL(siteOrigin);
      target = new URL(data.threeDSMethodNotificationURL, site);
    } catch {
      return { kind: 'invalid' };
    }
    if (target.origin !== site.origin) return { kind: 'invalid' };
    return { kind: 'forward', notificationUrl: data.threeDSMethodNotificationURL };
  }

  /** The challenge page as the CReq opens it. */
  async challenge(encodedCreq: string): Promise<ChallengeStep> {
    const found = await this.challengeOf(encodedCreq);
    if (!found) return { kind: 'invalid' };
    const { transaction } = found;
    const now = this.now();
    if (transaction.challenge_status === 'pending' && !this.timedOut(transaction, now)) {
      return {
        kind: 'ask',
        transaction,
        remainingMs: challengeAnswerDeadline(transaction).getTime() - now.getTime(),
      };
    }
    return this.answer(encodedCreq, '');
  }

  /** The shopper's code: SANDBOX_CHALLENGE_CODE in time passes (Y); anything else, or too late, fails (N). */
  async answer(encodedCreq: string, code: string): Promise<ChallengeStep> {
    const found = await this.challengeOf(encodedCreq);
    if (!found) return { kind: 'invalid' };
    const { creq } = found;
    const now = this.now();
    if (found.transaction.challenge_status === 'pending') {
      const passed = code.trim() === SANDBOX_CHALLENGE_CODE && !this.timedOut(found.transaction, now);
      // A second answer racing this one loses: the first recorded outcome stands.
      await this.transactions.recordChallengeOutcome(
        creq.threeDSServerTransID,
        creq.acsTransID,
        passed ? 'Y' : 'N',
        now,
      );
    }
    const final = await this.transactions.find(creq.threeDSServerTransID);
    return {
      kind: 'answered',
      cres: {
        threeDSServerTransID: creq.threeDSServerTransID,
        acsTransID: creq.acsTransID,
        messageType: 'CRes',
        messageVersion: EMV_MESSAGE_VERSION,
        transStatus: final?.challenge_status === 'success' && !hasExpired(final, now) ? 'Y' : 'N',
      },
    };
  }

  private timedOut(transaction: ThreeDSTransaction, now: Date): boolean {
    return hasExpired(transaction, now) || now >= challengeAnswerDeadline(transaction);
  }

  /** The CReq's transaction, when the CReq names a challenge this issuer started. */
  private async challengeOf(
    encodedCreq: string,
  ): Promise<{ creq: CReq; transaction: ThreeDSTransaction } | undefined> {
    const creq = decodeEmvMessage(encodedCreq, CReqSchema);
    if (!creq) return undefined;
    const transaction = await this.transactions.find(creq.threeDSServerTransID);
    if (!transaction || transaction.acs_trans_id !== creq.acsTransID) return undefined;
    if (transaction.challenge_status === 'none') return undefined;
    return { creq, transaction };
  }
}
