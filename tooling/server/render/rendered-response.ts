import { type FastifyReply, type FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { LAYOUT_COOKIE, type Language, mobileLayoutOf } from 'shared-contracts';
import { aroundRoot } from '../shell-page';
import { type RenderPool } from './render-pool';

export interface PageToRender {
  /** The shell's page for this address, in the visitor's language, its root element empty. */
  page: string;
  /** The release map the page carries: the workers render with the very same. */
  releases: Record<string, string | undefined>;
  language: Language;
  cookies: Record<string, string | undefined>;
}

/**
 * Sends a page the server renders: the head at once, the app's markup inside the root element
 * and its data blocks before </body> when `pool` has rendered it. A page the server cannot
 * render in time is sent empty, for the browser to render.
 */
export function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pool: RenderPool,
  { page, releases, language, cookies }: PageToRender,
): FastifyReply {
  const { before, after } = aroundRoot(page);
  const body = new PassThrough();
  body.write(before);
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
  void pool
    .render(releases, { url: request.raw.url ?? '/', language, mobile }, visitorGone.signal)
    .then((rendered) =>
      body.end(rendered ? `${rendered.html}${after.replace('</body>', `${rendered.blocks}</body>`)}` : after),
    );
  return reply.send(body);
}
