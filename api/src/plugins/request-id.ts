import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isRequestId, REQUEST_ID_HEADER } from 'shared-contracts';

/**
 * Request ids that hold across instances: a random UUID for each request, unless the
 * browser sends one back (the id of an earlier answer, or one purchase's own), which is
 * kept when well formed so one id follows a purchase through every instance's logs. A
 * malformed one is replaced, never logged as sent.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> = {
  requestIdHeader: false,
  genReqId: (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return isRequestId(sent) ? sent : randomUUID();
  },
};

/** Every answer names its request id (X-Request-Id), errors and images included. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
