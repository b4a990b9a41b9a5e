import { Agent, request } from 'node:http';
import { type CallDescriptor, type CallInput, fillPath } from 'shared-contracts';

// Real HTTP for the load and fault runs: one keep-alive agent with as many sockets as the
// crowd needs (Node's default agent would queue them), and an answer for every request,
// including the ones that got none (a killed instance, a reset connection).

export type Reply =
  | {
      answered: true;
      status: number;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs read answers freely and check them with expect
      body: any;
    }
  | { answered: false; error: string };

export interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON, or a form when `form` is set. */
  body?: unknown;
  form?: Record<string, string>;
}

export class LoadClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: Infinity });

  /** One request to `baseUrl` (scheme://host:port); the path starts with /api for calls. */
  send(baseUrl: string, { method, path, headers = {}, body, form }: Sent): Promise<Reply> {
    const payload =
      form !== undefined
        ? new URLSearchParams(form).toString()
        : body !== undefined
          ? JSON.stringify(body)
          : undefined;
    const contentType =
      form !== undefined
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : body !== undefined
          ? { 'content-type': 'application/json' }
          : {};
    return new Promise((resolve) => {
      const sent = request(
        new URL(path, baseUrl),
        { method, agent: this.agent, headers: { ...contentType, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => resolve({ answered: false, error: error.message }));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const json = (response.headers['content-type'] ?? '').includes('json');
            resolve({ answered: true, status: response.statusCode ?? 0, body: json ? parse(text) : text });
          });
        },
      );
      sent.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ answered: false, error: error.code ?? error.message }),
      );
      sent.end(payload);
    });
  }

  /** A call as declared in shared-contracts, with the caller's headers (token, client address). */
  call<D extends CallDescriptor>(
    baseUrl: string,
    descriptor: D,
    input: CallInput<D>,
    headers: Record<string, string>,
  ): Promise<Reply> {
    const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
    const search = query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
    return this.send(baseUrl, {
      method: descriptor.method,
      path: `/api${fillPath(descriptor.path, params as Record<string, unknown>)}${search}`,
      headers,
      body,
    });
  }

  /** Closes every pooled socket, so nothing keeps the test runner alive. */
  close(): void {
    this.agent.destroy();
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
