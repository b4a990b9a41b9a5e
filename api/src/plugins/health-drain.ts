declare module 'fastify' {
  interface FastifyInstance {
    /** The drain before a graceful stop (shutdown.ts): readiness fails while requests are still served. */
    drain: Drain;
  }
}

/**
 * A stopping instance's first step: its readiness answers 503 for `ms` while it keeps serving,
 * so that balancers and orchestrators stop sending it traffic before it stops listening.
 */
export class Drain {
  private started = false;

  constructor(readonly ms: number) {}

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }
}
