import helmet from '@fastify/helmet';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for every answer of the instance, the shop's pages included: the CSP
 * lets the shell and remotes load from this origin and, in split mode, from the shop's
 * other origins; styles allow inline style attributes (React); frames stay on this
 * origin for the 3-D Secure challenge.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { allowedOrigins }: { allowedOrigins: string[] }) => {
    const self = ["'self'", ...allowedOrigins];
    await app.register(helmet, {
      global: true,
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
          frameAncestors: ["'self'"],
        },
      },
      // The shop's images and remotes are fetched across ports of one site in split mode.
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
);
