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
