import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';

/**
 * app.inject without the test app's OpenAPI conformance check (testing/conformance.ts): the
 * security suite sends what no client of the document would, and judges the answers itself.
 * (The check leaves the callback form alone.)
 */
export function rawInject(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    void app.inject(options, (error, response) => (error || !response ? reject(error) : resolve(response)));
  });
}

/** Rejects when the promise has not settled within `ms`: a request must never hang. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
