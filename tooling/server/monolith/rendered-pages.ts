// The monolith's pages rendered on the server, as the composed shop's are (tooling/server/
// shop-static.ts, sendShell): the head at once, in the visitor's language, with the page's styles
// linked and its code preloaded; then the app's markup in <div id="root"> and its data blocks
// before </body>. A page the workers cannot render in time goes empty, for the browser to render.
import { parse as parseCookies } from 'cookie';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { NO_CACHE } from '../src/cache-headers';
import { sendHtml } from '../src/html-answer';
import { type RenderPool } from '../src/render/render-pool';
import { servePageLanguage } from '../src/render/page-language';
import { sendRenderedPage } from '../src/render/rendered-response';
import { inLanguage, renderShellPage } from '../src/shell-page';
import { shellTemplate } from '../src/shell-template';
import { pageHints } from './page-hints';

/** The monolith has no registry: every page is rendered with the one release map, empty. */
const NO_RELEASES = {};

/** Sends the page `request` asks for, from the build in `dist`, rendered by `pool`. */
export async function sendMonolithPage(
  dist: string,
  pool: RenderPool,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const url = request.raw.url ?? '/';
  const [pathname = '/'] = url.split('?');
  const cookies = parseCookies(request.headers.cookie ?? '');
  const language = servePageLanguage(url, cookies[LANGUAGE_COOKIE], reply);
  const rendering = request.method !== 'HEAD';
  const hints = pageHints(dist, pathname);
  const head = renderShellPage(shellTemplate(dist).html, NO_RELEASES, hints, {}, { stylesheets: rendering });
  const page = inLanguage(head, language);
  reply
    .header('Cache-Control', NO_CACHE)
    .header('Vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent')
    .type('text/html; charset=utf-8');
  if (!rendering) return sendHtml(request, reply, page);

  return sendRenderedPage(request, reply, pool, { page, releases: NO_RELEASES, language, cookies });
}
