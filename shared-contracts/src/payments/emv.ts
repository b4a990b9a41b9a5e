import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

// The EMV 3-D Secure 2.2 messages the browser frames carry (docs/payments.md), as the
// card processor's pages and the shop's notification page read and write them: JSON encoded
// as base64url without padding.

export const EMV_MESSAGE_VERSION = '2.2.0';

/** EMV transStatus: Y authenticated, A attempted, C challenge, N not authenticated, U could not be performed, R rejected. */
export const TRANS_STATUSES = ['Y', 'A', 'C', 'N', 'U', 'R'] as const;
export type TransStatus = (typeof TRANS_STATUSES)[number];

/** Posted as `threeDSMethodData` to the issuer's 3DS Method page in the hidden frame. */
export const ThreeDSMethodDataSchema = lazySchema(() =>
  z.object({
    threeDSServerTransID: z.uuid(),
    threeDSMethodNotificationURL: z.string().min(1),
  }),
);
export type ThreeDSMethodData = z.infer<typeof ThreeDSMethodDataSchema>;

/** Posted as `creq` to the challenge page in the 600×400 frame (challengeWindowSize '04'). */
export const CReqSchema = lazySchema(() =>
  z.object({
    threeDSServerTransID: z.uuid(),
    acsTransID: z.uuid(),
    messageType: z.literal('CReq'),
    messageVersion: z.literal(EMV_MESSAGE_VERSION),
    challengeWindowSize: z.enum(['01', '02', '03', '04', '05']),
  }),
);
export type CReq = z.infer<typeof CReqSchema>;

/** Posted back as `cres` to the shop's notification page when the shopper has answered. */
export const CResSchema = lazySchema(() =>
  z.object({
    threeDSServerTransID: z.uuid(),
    acsTransID: z.uuid(),
    messageType: z.literal('CRes'),
    messageVersion: z.literal(EMV_MESSAGE_VERSION),
    transStatus: z.enum(TRANS_STATUSES),
  }),
);
export type CRes = z.infer<typeof CResSchema>;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** An EMV message as a frame posts it: JSON, UTF-8, base64url without padding. */
export function encodeEmvMessage(message: ThreeDSMethodData | CReq | CRes): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(message)));
}

/** Reads a posted EMV message; undefined when it is not base64url JSON of that schema. */
export function decodeEmvMessage<S extends z.ZodType>(text: string, schema: S): z.output<S> | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(fromBase64Url(text))));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
