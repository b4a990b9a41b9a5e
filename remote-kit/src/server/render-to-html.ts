import { type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';
import { Writable } from 'node:stream';

/**
 * A page's markup as the server sends it: the whole of it, once every lazy part has loaded,
 * each Suspense boundary written in place. React otherwise sends a large boundary after its
 * fallback, with an inline script to swap it in, which the page's Content-Security-Policy
 * does not run.
 */
export function renderToHtml(element: ReactNode, onError?: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: onError ?? reject,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
  });
}
