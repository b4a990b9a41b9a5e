import { type FastifyInstance } from 'fastify';
import {
  CResSchema,
  decodeEmvMessage,
  THREE_DS_FRAME_MESSAGE_TYPES,
  type ThreeDSFrameMessage,
  ThreeDSMethodDataSchema,
} from 'shared-contracts';
import { z } from 'zod';
import { markup, invalidFramePage, sendFramePage } from './frame-page';
import { FRAME_TEXTS, frameLanguage, frameText } from './frame-texts';
import { NOTIFICATION_ROUTES } from './frame-urls';
import { type ThreeDSTransactionsRepository } from './threeds-transactions.repository';

// The shop's 3-D Secure notification pages (EMV's threeDSMethodNotificationURL and the
// challenge's notification URL): an issuer's page, in its frame, ends by posting its message
// here; the page then tells the window holding the frame (shared-contracts frame-messages).
// They work the same with the sandbox or a real acquirer.

const MethodForm = z.object({ threeDSMethodData: z.string().max(4096) });
const ChallengeForm = z.object({ cres: z.string().max(4096) });

export interface NotificationPagesOptions {
  transactions: ThreeDSTransactionsRepository;
  now: () => Date;
}

export function notificationPages(
  scope: FastifyInstance,
  { transactions, now }: NotificationPagesOptions,
): void {
  const tellParent = (language: 'es' | 'en', message: ThreeDSFrameMessage) =>
    ({
      language,
      title: frameText(FRAME_TEXTS, 'returning', language),
      body: markup`<main data-message="${JSON.stringify(message)}">
        <p class="note">${frameText(FRAME_TEXTS, 'returning', language)}</p>
      </main>`,
      scripts: ['notifyParent'],
    }) as const;

  // The issuer has gathered the device data: the transaction's gather status becomes success.
  scope.post(NOTIFICATION_ROUTES.method, { schema: { hide: true } }, async (request, reply) => {
    const language = frameLanguage((request.query as { lang?: unknown }).lang, request.language);
    const form = MethodForm.safeParse(request.body);
    const data = form.success
      ? decodeEmvMessage(form.data.threeDSMethodData, ThreeDSMethodDataSchema)
      : undefined;
    if (!data) return sendFramePage(reply, invalidFramePage(language));
    await transactions.recordMethodCompleted(data.threeDSServerTransID, now());
    return sendFramePage(
      reply,
      tellParent(language, {
        type: THREE_DS_FRAME_MESSAGE_TYPES.methodCompleted,
        server_trans_id: data.threeDSServerTransID,
      }),
    );
  });

  // The shopper has answered the challenge. The outcome the shop acts on is the issuer's own
  // record (challenge-status), not this CRes, which passed through the browser.
  scope.post(NOTIFICATION_ROUTES.challenge, { schema: { hide: true } }, async (request, reply) => {
    const language = frameLanguage((request.query as { lang?: unknown }).lang, request.language);
    const form = ChallengeForm.safeParse(request.body);
    const cres = form.success ? decodeEmvMessage(form.data.cres, CResSchema) : undefined;
    if (!cres) return sendFramePage(reply, invalidFramePage(language));
    return sendFramePage(
      reply,
      tellParent(language, {
        type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
        server_trans_id: cres.threeDSServerTransID,
        trans_status: cres.transStatus,
      }),
    );
  });
}
