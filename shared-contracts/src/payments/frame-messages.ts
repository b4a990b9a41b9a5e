import { z } from 'zod';
import { TRANS_STATUSES } from './emv';
import { ServerTransIdSchema } from './transaction';
import { lazySchema } from '../shared/lazy-schema';

// What the shop's 3-D Secure notification pages tell the window that holds their frame
// (docs/payments.md). The card processor's pages end by posting to those notification
// pages, which are served by the API on the shop's own origin; each then calls
// `window.parent.postMessage(message, window.location.origin)`, so only a parent on the shop's
// origin receives it.
//
// A receiver takes a message only when `event.origin === window.location.origin` and
// `event.source` is its own frame's window, and reads it with readThreeDSFrameMessage. The
// message says "the frame is done": the outcome itself is the server's, read from
// transaction-gather-status and challenge-status (the browser could forge a message).

export const THREE_DS_FRAME_MESSAGE_TYPES = {
  /** The issuer's 3DS Method page has gathered the device data (the hidden frame). */
  methodCompleted: 'threeds.method-completed',
  /** The shopper has answered the challenge, or it timed out (the 600×400 frame). */
  challengeCompleted: 'threeds.challenge-completed',
} as const;

export const ThreeDSFrameMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal(THREE_DS_FRAME_MESSAGE_TYPES.methodCompleted),
      server_trans_id: ServerTransIdSchema,
    }),
    z.object({
      type: z.literal(THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted),
      server_trans_id: ServerTransIdSchema,
      /** The CRes transStatus the issuer sent back: Y passed, anything else failed. */
      trans_status: z.enum(TRANS_STATUSES),
    }),
  ]),
);
export type ThreeDSFrameMessage = z.infer<typeof ThreeDSFrameMessageSchema>;

/** A window message's data as a 3-D Secure frame message; undefined for any other message. */
export function readThreeDSFrameMessage(data: unknown): ThreeDSFrameMessage | undefined {
  const parsed = ThreeDSFrameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
