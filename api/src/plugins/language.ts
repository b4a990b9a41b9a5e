import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLanguage } from '../i18n/language';
import { type Language } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages, from Accept-Language (Castellano by default). */
    language: Language;
  }
}

const LANGUAGE = Symbol('language');

/** request.language, worked out once and only when a message is rendered. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', {
    getter(this: { headers: Record<string, unknown>; [LANGUAGE]?: Language }) {
      const header = this.headers['accept-language'];
      return (this[LANGUAGE] ??= negotiateLanguage(typeof header === 'string' ? header : undefined));
    },
  });
});
