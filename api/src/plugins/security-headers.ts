import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The shop's helmet configuration: the CSP lets the shell and remotes load from this origin
 * and, in split mode, from the shop's other origins; styles allow inline style attributes
 * (React); frames stay on this origin for the 3-D Secure challenge. No page of the shop is
 * ever framed, by another site or by the shop itself: frame-ancestors 'none' (and
 * X-Frame-Options DENY for older browsers). The one exception, the 3-D Secure frame pages
 * (framed by the shop's own checkout), send their own policy (gateway/frame-page.ts).
 */
function helmetOptions(allowedOrigins: string[]): Readonly<HelmetOptions> {
  const self = ["'self'", ...allowedOrigins];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: self,
        styleSrc: [...self, "'unsafe-inline'"],
        imgSrc: [...self, 'data:', 'blob:'],
        mediaSrc: self,
        fontSrc: [...self, 'data:'],
        connectSrc: self,
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // The shop's images and remotes are fetched across ports of one site in split mode.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets with these options, recorded once by running its middleware on a
 * response that only writes them down. Nothing in the configuration depends on the request,
 * so every answer gets exactly these values.
 */
export function securityHeaders(allowedOrigins: string[]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(helmetOptions(allowedOrigins))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * Security headers for every answer of the instance, the shop's pages included. helmet's
 * values are worked out once at start-up: @fastify/helmet rebuilt them, CSP included, on
 * every request (an eighth of a cached catalogue answer's CPU time). A route may still
 * replace one (the 3-D Secure frame pages send their own CSP). HSTS goes on https answers only.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { allowedOrigins }: { allowedOrigins: string[] }) => {
    const { 'strict-transport-security': hsts, ...headers } = securityHeaders(allowedOrigins);
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headers);
      // HSTS only on an answer over https (directly, or through a trusted proxy's
      // X-Forwarded-Proto): over plain http it means nothing, and it would pin a host
      // that serves only http.
      if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
