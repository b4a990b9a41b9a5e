// A plain HTTP pass-through, for the servers the bench starts beside the shop.
import { type IncomingMessage, type ServerResponse, request } from 'node:http';

/**
 * Hands a request, unparsed, to the server at `origin` and streams its answer back; 502 when
 * that server cannot be reached (or the answer is cut off when it fails half-way).
 */
export function forwardRequest(incoming: IncomingMessage, outgoing: ServerResponse, origin: string): void {
  const upstream = request(
    new URL(incoming.url ?? '/', origin),
    { method: incoming.method, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => (outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end()));
  incoming.pipe(upstream);
}
