// autocannon 9 ships no types (and @types/autocannon describes 7): just the part the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    /** What one request is built from; `setupRequest` may replace any of it per request. */
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface Request extends RequestParams {
      setupRequest?: (request: RequestParams, context: object) => RequestParams;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Requests per second from each connection; the rest of the second it waits. */
      connectionRate?: number;
      overallRate?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      requests?: Request[];
      ignoreCoordinatedOmission?: boolean;
    }

    /** A histogram's summary: `p50`, `p90`, `p97_5`, `p99`, ... */
    interface Histogram {
      average: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      /** Seconds the run took. */
      duration: number;
      /** Response times in ms. */
      latency: Histogram;
      /** Responses per second; `total` all of them. */
      requests: Histogram;
      /** Response bytes per second; `total` all of them. */
      throughput: Histogram;
      errors: number;
      timeouts: number;
      /** Answers by status code. */
      statusCodeStats: Record<string, { count: number }>;
      non2xx: number;
      resets: number;
      '2xx': number;
    }

    interface Instance extends EventEmitter {
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
