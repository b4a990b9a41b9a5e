import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/**
 * GET /secure3d/challenge-status/{id} (Bearer): the outcome of the challenge shown in the frame
 * (docs/spec.md leaves its shape open). `pending` while the shopper has not answered; `success` when
 * the issuer authenticated them (CRes transStatus Y) and authorisation may follow;
 * `not_success` when the issuer refused (any other transStatus); `expired` when the challenge
 * outlived its 240 s (docs/spec.md §9). The browser polls every 1 s.
 */
export const CHALLENGE_STATUSES = ['pending', 'success', 'not_success', 'expired'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const ChallengeStatusAnswerSchema = lazySchema(() => z.object({ status: z.enum(CHALLENGE_STATUSES) }));
export type ChallengeStatusAnswer = z.infer<typeof ChallengeStatusAnswerSchema>;
