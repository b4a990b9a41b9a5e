import { type FastifyReply } from 'fastify';
import { servePageLanguage } from './page-language';

/** The language `url` is served in with this language cookie, and the cookie the answer sets. */
function served(url: string, cookie: string | undefined) {
  const headers: Record<string, string> = {};
  // A reply of a plain-HTTP request, keeping the headers set on it.
  const reply = {
    request: { protocol: 'http' },
    header(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return reply;
    },
  };
  const language = servePageLanguage(url, cookie, reply as unknown as FastifyReply);
  return { language, setCookie: headers['set-cookie'] };
}

describe('the language a page is served in', () => {
  it('is the one its address asks for with ?lang=, before the cookie', () => {
    expect(served('/products/3?lang=en', 'es-ES').language).toBe('en-US');
    expect(served('/sales?page=2&lang=es', 'en-US').language).toBe('es-ES');
  });

  it("is the cookie's choice when the address asks for none or for no language of the shop", () => {
    expect(served('/', 'en-US').language).toBe('en-US');
    expect(served('/?lang=fr', 'en-US').language).toBe('en-US');
    expect(served('/?lang=en-US', undefined).language).toBe('es-ES');
  });

  it('is Castellano (ES) with neither', () => {
    expect(served('/search?query=sofa', undefined).language).toBe('es-ES');
  });

  it("stores the language an address asks for as the visitor's choice, for a year, when it is not already", () => {
    expect(served('/products/3?lang=en', 'es-ES').setCookie).toBe(
      'shop_language=en-US; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(served('/products/3?lang=es', undefined).setCookie).toMatch(/^shop_language=es-ES;/);
    expect(served('/products/3?lang=en', 'en-US').setCookie).toBeUndefined();
    expect(served('/products/3', 'en-US').setCookie).toBeUndefined();
  });
});
