import { type FastifyInstance } from 'fastify';

export interface JsonAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely and check them with expect
  body: any;
}

/** POSTs JSON through app.inject and reads the JSON answer. */
export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
}

/** GETs through app.inject and reads the JSON answer. */
export async function getJson(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await app.inject({ url, headers });
  return { status: response.statusCode, body: response.json() };
}

/**
 * The statuses of `count` coupon guesses from one client address, sent to `first` and
 * `second` in turn: two instances sharing one rate-limit allowance refuse the same ones.
 */
export async function alternatingCouponGuesses(
  first: FastifyInstance,
  second: FastifyInstance,
  remoteAddress: string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = i % 2 ? second : first;
    statuses.push((await app.inject({ url: '/api/couponcode?code=GUESS', remoteAddress })).statusCode);
  }
  return statuses;
}
