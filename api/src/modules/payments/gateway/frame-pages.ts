import { type FastifyError, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../http/api-error';
import { markup, invalidFramePage, sendFramePage } from './frame-page';
import { FRAME_TEXTS, frameText } from './frame-texts';
import { notificationPages, type NotificationPagesOptions } from './notification-pages';

/** Browsers post frame forms URL-encoded; the JSON API takes no such bodies, so only this scope reads them. */
function readFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** A frame's failure is a page in the frame, never the API's JSON. */
function answerErrorsWithPages(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error instanceof ApiError
        ? error.statusCode
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'frame page failed');
      const title = frameText(FRAME_TEXTS, 'server_error_title', request.language);
      return sendFramePage(reply, {
        language: request.language,
        status,
        title,
        body: markup`<main>
          <h1>${title}</h1>
          <p>${frameText(FRAME_TEXTS, 'invalid_body', request.language)}</p>
        </main>`,
      });
    }
    return sendFramePage(reply, invalidFramePage(request.language, status));
  });
}

export interface FramePagesOptions extends NotificationPagesOptions {
  /** The processor's own pages, when it serves them from this API (the sandbox's issuer pages). */
  processorPages?: (scope: FastifyInstance) => void;
}

/**
 * Every page of the 3-D Secure frames, registered in the /api scope as plain routes hidden
 * from the OpenAPI document (they are browser pages, not calls): the shop's notification
 * pages, and the processor's own pages when it has some.
 */
export function framePages(options: FramePagesOptions): FastifyPluginAsync {
  return async (scope) => {
    readFormBodies(scope);
    answerErrorsWithPages(scope);
    notificationPages(scope, options);
    options.processorPages?.(scope);
  };
}
