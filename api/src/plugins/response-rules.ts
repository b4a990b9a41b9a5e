import { type FastifyInstance } from 'fastify';
import { apiError } from '../http/api-error';

/**
 * Bodies are plain JSON: one sent with a Content-Encoding (gzip, br, …) is refused with a 415
 * under `body`, rather than read as malformed JSON or garbage.
 */
export function refuseEncodedBodies(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return;
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (hasBody) throw apiError(415, 'body', 'unsupported_content_encoding');
  });
}

/**
 * API answers are not to be kept by browsers or proxies (carts, wishlists, orders, tokens,
 * profiles: personal data): `Cache-Control: no-store` unless a route chose its own caching
 * (the public catalogue's answers do).
 */
export function noStoreByDefault(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
