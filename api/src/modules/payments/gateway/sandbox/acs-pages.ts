import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  centsToEuros,
  type CRes,
  encodeEmvMessage,
  formatMoney,
  SANDBOX_CHALLENGE_CODE,
} from 'shared-contracts';
import { z } from 'zod';
import { type FramePage, invalidFramePage, markup, type SafeHtml, sendFramePage } from '../frame-page';
import { FRAME_TEXTS, frameLanguage, frameText } from '../frame-texts';
import { browserUrl, NOTIFICATION_ROUTES, SANDBOX_ACS_ROUTES } from '../frame-urls';
import { type ShopLanguage } from '../payment-gateway';
import { type ThreeDSTransaction } from '../threeds-transactions.repository';
import { ACS_TEXTS } from './acs-texts';
import { type SandboxAcs } from './sandbox-acs';

// The sandbox issuer's pages, served by the API as a real issuer's ACS serves its own: the
// 3DS Method page (hidden frame) and the challenge page (600×400 frame). Plain HTML forms,
// each page with its own strict policy (frame-page.ts).

const EMV_TEXT = z.string().max(4096);
const MethodForm = z.object({ threeDSMethodData: EMV_TEXT });
const ChallengeForm = z.object({ creq: EMV_TEXT, lang: z.string().optional() });
const AnswerForm = z.object({
  creq: EMV_TEXT,
  code: z.string().max(32).default(''),
  lang: z.string().optional(),
});

const BRAND_NAMES: Record<ThreeDSTransaction['brand'], string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DINERS: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  UNKNOWN: '',
};

const text = (
  key: keyof typeof ACS_TEXTS,
  language: ShopLanguage,
  params?: Record<string, string | number>,
) => frameText(ACS_TEXTS, key, language, params);

const issuerLine = (language: ShopLanguage) => markup`<p class="issuer">${text('issuer', language)}</p>`;

/** A page whose form (id `continue`) posts itself at once; its button is there should scripts be off. */
function forwardingPage(
  language: ShopLanguage,
  title: string,
  heading: SafeHtml,
  action: string,
  fields: Record<string, string>,
): FramePage {
  return {
    language,
    title,
    body: markup`<main>
      ${issuerLine(language)} ${heading}
      <form id="continue" method="post" action="${action}">
        ${Object.entries(fields).map(([name, value]) => markup`<input type="hidden" name="${name}" value="${value}" />`)}
        <p class="note">${frameText(FRAME_TEXTS, 'returning', language)}</p>
        <button type="submit">${frameText(FRAME_TEXTS, 'continue', language)}</button>
      </form>
    </main>`,
    scripts: ['autoSubmit'],
  };
}

function challengeFormPage(
  language: ShopLanguage,
  encodedCreq: string,
  transaction: ThreeDSTransaction,
  remainingMs: number,
): FramePage {
  const title = text('challenge_title', language);
  const amount = formatMoney(centsToEuros(transaction.amount_cents), language === 'es' ? 'es-ES' : 'en-US');
  return {
    language,
    title,
    body: markup`<main>
      ${issuerLine(language)}
      <h1>${title}</h1>
      <p>
        ${text('challenge_intro', language, { amount, brand: BRAND_NAMES[transaction.brand], last4: transaction.last4 })}
      </p>
      <form
        id="challenge"
        method="post"
        action="${browserUrl(SANDBOX_ACS_ROUTES.answer)}"
        data-remaining-ms="${remainingMs}"
      >
        <input type="hidden" name="creq" value="${encodedCreq}" />
        <input type="hidden" name="lang" value="${language}" />
        <label for="code">${text('code_label', language)}</label>
        <input
          id="code"
          name="code"
          type="text"
          inputmode="numeric"
          autocomplete="one-time-code"
          maxlength="8"
          required
          autofocus
        />
        <button type="submit">${text('submit', language)}</button>
      </form>
      <p class="note">
        ${text('time_limit', language, { seconds: Math.ceil(remainingMs / 1000) })}
        ${text('sandbox_hint', language, { code: SANDBOX_CHALLENGE_CODE })}
      </p>
    </main>`,
    scripts: ['challengeTimer'],
  };
}

/** The challenge's end: the CRes goes to the shop's notification page, which tells the shop's window. */
function challengeAnsweredPage(language: ShopLanguage, cres: CRes): FramePage {
  const passed = cres.transStatus === 'Y';
  const title = text(passed ? 'passed_title' : 'failed_title', language);
  return forwardingPage(
    language,
    title,
    markup`<h1 class="${passed ? 'passed' : 'failed'}">${title}</h1>`,
    browserUrl(NOTIFICATION_ROUTES.challenge, { lang: language }),
    { cres: encodeEmvMessage(cres) },
  );
}

const languageOf = (request: FastifyRequest, given: unknown) => frameLanguage(given, request.language);
const queryLang = (request: FastifyRequest) => (request.query as { lang?: unknown } | undefined)?.lang;

/** Registers the sandbox issuer's pages in the frame pages' scope (frame-pages.ts). */
export function sandboxAcsPages(acs: SandboxAcs): (scope: FastifyInstance) => void {
  return (scope) => {
    scope.post(SANDBOX_ACS_ROUTES.method, { schema: { hide: true } }, async (request, reply) => {
      const language = languageOf(request, queryLang(request));
      const form = MethodForm.safeParse(request.body);
      const step = form.success
        ? acs.method(form.data.threeDSMethodData, `${request.protocol}://${request.host}`)
        : ({ kind: 'invalid' } as const);
      if (step.kind === 'invalid' || !form.success) return sendFramePage(reply, invalidFramePage(language));
      const title = text('gathering', language);
      return sendFramePage(
        reply,
        forwardingPage(language, title, markup`<h1>${title}</h1>`, step.notificationUrl, {
          threeDSMethodData: form.data.threeDSMethodData,
        }),
      );
    });

    scope.post(SANDBOX_ACS_ROUTES.challenge, { schema: { hide: true } }, async (request, reply) => {
      const form = ChallengeForm.safeParse(request.body);
      const language = languageOf(request, form.data?.lang ?? queryLang(request));
      if (!form.success) return sendFramePage(reply, invalidFramePage(language));
      const step = await acs.challenge(form.data.creq);
      if (step.kind === 'invalid') return sendFramePage(reply, invalidFramePage(language));
      if (step.kind === 'answered') return sendFramePage(reply, challengeAnsweredPage(language, step.cres));
      return sendFramePage(
        reply,
        challengeFormPage(language, form.data.creq, step.transaction, step.remainingMs),
      );
    });

    scope.post(SANDBOX_ACS_ROUTES.answer, { schema: { hide: true } }, async (request, reply) => {
      const form = AnswerForm.safeParse(request.body);
      const language = languageOf(request, form.data?.lang ?? queryLang(request));
      if (!form.success) return sendFramePage(reply, invalidFramePage(language));
      const step = await acs.answer(form.data.creq, form.data.code);
      if (step.kind !== 'answered') return sendFramePage(reply, invalidFramePage(language));
      return sendFramePage(reply, challengeAnsweredPage(language, step.cres));
    });
  };
}
