// The part of autocannon 9's API the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: Request) => Request;
    }
    /** One connection (only passed through to varied-requests.ts, which reads its internals). */
    type Client = object;
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Stop after this many requests instead of `duration`. */
      amount?: number;
      pipelining?: number;
      requests?: Request[];
      /** At most this many requests a second, over all connections. */
      overallRate?: number;
      headers?: Record<string, string>;
      /** Called with every connection as it is made. */
      setupClient?: (client: Client) => void;
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
