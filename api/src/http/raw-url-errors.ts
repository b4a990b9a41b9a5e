import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { type Socket } from 'node:net';
import { negotiateLanguage } from '../i18n/language';
import { type MessageKey, translate } from '../i18n/messages';

/**
 * The router refuses a URL with a broken %-escape before any hook runs; this answers
 * it in the API's error shape and language.
 */
function rawError(statusCode: number, key: MessageKey) {
  return (_path: string, request: IncomingMessage, response: ServerResponse) => {
    const header = request.headers['accept-language'];
    const body = JSON.stringify({ errors: { url: [translate(key, negotiateLanguage(header))] } });
    response.writeHead(statusCode, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  };
}

export const onBadUrl = rawError(400, 'bad_url');

const CLIENT_ERRORS: Record<string, [number, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'request_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
};

/**
 * Requests Node's HTTP parser refuses (a URL or headers past its 16 KB limit, bytes that
 * are not HTTP, a body longer than its Content-Length) never reach Fastify's hooks; this
 * answers them in the API's error shape instead of Fastify's own. The headers could not be
 * read, so the message is in the default language.
 */
export function onClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, key] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'bad_request'];
  if (socket.writable) {
    const body = JSON.stringify({ errors: { request: [translate(key, 'es')] } });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
