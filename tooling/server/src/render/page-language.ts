import { serialize } from 'cookie';
import { type FastifyReply } from 'fastify';
import { LANGUAGE_COOKIE, type Language, languageOfAddress, languageOfCookie } from 'shared-contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a page is served in: the one its address asks for (`?lang=en`, the address
 * search engines are given for each language), else the visitor's choice (the cookie), else
 * Castellano (ES). An address that asks for one stores it as the visitor's choice, the way the
 * language switch does (shell/src/language/language-cookie.ts), so the pages after it follow.
 */
export function servePageLanguage(url: string, cookie: string | undefined, reply: FastifyReply): Language {
  const asked = languageOfAddress(url.split('?')[1] ?? '');
  if (!asked) return languageOfCookie(cookie);
  if (asked !== cookie) {
    reply.header(
      'Set-Cookie',
      serialize(LANGUAGE_COOKIE, asked, {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
        secure: reply.request.protocol === 'https',
      }),
    );
  }
  return asked;
}
