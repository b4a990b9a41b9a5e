import fastifyStatic from '@fastify/static';
import { type FastifyInstance } from 'fastify';

/**
 * Product images at /images/{file} and category heroes at /static_images/image_type/{file}.
 * decorateReply stays false so the shell's own @fastify/static can register later.
 * Files are named by content (type, colour, angle), so browsers may keep them a week.
 */
export async function staticImagesPlugin(
  app: FastifyInstance,
  dirs: { images: string; heroes: string },
): Promise<void> {
  const common = { decorateReply: false, index: false, maxAge: '7d', list: false } as const;
  await app.register(fastifyStatic, { ...common, root: dirs.images, prefix: '/images/' });
  await app.register(fastifyStatic, { ...common, root: dirs.heroes, prefix: '/static_images/image_type/' });
}
