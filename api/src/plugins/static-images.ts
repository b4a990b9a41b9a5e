import fastifyStatic from '@fastify/static';
import { type FastifyInstance } from 'fastify';

/**
 * Product images at /images/{file} and category heroes at /static_images/image_type/{file}.
 * decorateReply stays false so the shell's own @fastify/static can register later.
 * Product image files are named by what they show (type, colour, angle) and never rewritten
 * under the same name, so browsers keep them a year without asking again (`immutable`); a
 * hero is named by its category and may be redrawn: a week. Content types from the file's
 * extension (SVG as image/svg+xml; nosniff comes from the security headers).
 */
export async function staticImagesPlugin(
  app: FastifyInstance,
  dirs: { images: string; heroes: string },
): Promise<void> {
  const common = { decorateReply: false, index: false, list: false } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: dirs.images,
    prefix: '/images/',
    maxAge: '365d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    ...common,
    root: dirs.heroes,
    prefix: '/static_images/image_type/',
    maxAge: '7d',
  });
}
