import { type FastifyReply, type FastifyRequest } from 'fastify';
import { LAYOUT_COOKIE, type Language, mobileLayoutOf, requestOrigin } from 'shared-contracts';
import { sendHtml } from '../html-answer';
import { aroundRoot } from '../shell-page';
import { intoHead } from './page-head';
import { type RenderPool } from './render-pool';

export interface PageToRender {
  /** The shell's page for this address, in the visitor's language, its root element empty. */
  page: string;
  /** The release map the page carries: the workers render with the very same. */
  releases: Record<string, string | undefined>;
  language: Language;
  cookies: Record<string, string | undefined>;
  /** The shop's configured public origin (SHOP_PUBLIC_URL); else the one the visitor reached. */
  publicOrigin?: string | undefined;
}

/**
 * Sends a page the server renders, whole, once rendered: the app's markup inside the root
 * element and its data blocks before </body>. (A render takes a few milliseconds: sending the
 * head first bought nothing measurable, and cost a write and a chunk more per page.) A page
 * the server cannot render in time is sent empty, for the browser to render.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pool: RenderPool,
  { page, releases, language, cookies, publicOrigin }: PageToRender,
): Promise<FastifyReply> {
  const mobile = mobileLayoutOf({
    cookie: cookies[LAYOUT_COOKIE],
    mobileHint: request.headers['sec-ch-ua-mobile'] as string | undefined,
    userAgent: request.headers['user-agent'],
  });
  // A visitor who leaves before the page is rendered frees its place in the workers' queue.
  const visitorGone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) visitorGone.abort();
  });
  const rendered = await pool.render(
    releases,
    {
      url: request.raw.url ?? '/',
      publicOrigin: publicOrigin ?? requestOrigin(request),
      language,
      mobile,
    },
    visitorGone.signal,
  );
  if (!rendered) return sendHtml(request, reply, page);
  const { before, after } = aroundRoot(intoHead(page, rendered.head));
  const html = `${before}${rendered.html}${after.replace('</body>', `${rendered.blocks}</body>`)}`;
  // A kept page's compressed bytes are kept beside it, for the next visitor of the same page.
  return sendHtml(request, reply.code(rendered.status), html, rendered);
}
