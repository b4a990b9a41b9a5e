import { type IncomingMessage, type ServerResponse } from 'node:http';
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
