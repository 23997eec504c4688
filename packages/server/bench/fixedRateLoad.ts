import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

/** One request the load sends. */
export interface LoadRequest {
  readonly method: 'GET' | 'PATCH' | 'POST';
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** A fixed-rate run: `rate` requests per second for `seconds`, each built by `nextRequest`. */
export interface FixedRateOptions {
  readonly url: string;
  readonly rate: number;
  readonly seconds: number;
  readonly nextRequest: () => LoadRequest;
  /**
   * Start times spread over each second. autocannon's own rate limit lets every connection send
   * its quota at the top of its one-second window, all connections together: `overallRate: 200`
   * is a burst of 200 requests once a second, not 200 evenly spaced. The load is therefore split
   * into this many autocannon instances (one request per connection per second), started
   * `1000 / slots` ms apart. @default 100
   */
  readonly slots?: number;
  /** @default 10 */
  readonly timeoutSeconds?: number;
}

/** What a fixed-rate run measured; latencies in ms, of every answered request. */
export interface LoadResult {
  readonly rate: number;
  readonly seconds: number;
  readonly answered: number;
  readonly achievedRate: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  /** Connection errors and timeouts. */
  readonly errors: number;
  readonly non2xx: number;
  /** Status codes other than 2xx, with their counts. */
  readonly failedStatuses: Readonly<Record<string, number>>;
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * Drives autocannon at an even, fixed rate and measures every answer itself: latencies are
 * autocannon's per-request response times (write to last byte), percentiles exact over all of
 * them, without autocannon's coordinated-omission correction (which, with a rate, back-fills a
 * synthetic sample for every millisecond of each response and pulls p50 down).
 */
export async function runFixedRate(options: FixedRateOptions): Promise<LoadResult> {
  const slots = Math.max(1, Math.min(options.rate, options.slots ?? 100));
  const latencies: number[] = [];
  const failedStatuses: Record<string, number> = {};
  let non2xx = 0;
  const setupRequest = (request: autocannon.RequestParams): autocannon.RequestParams => {
    const next = options.nextRequest();
    return {
      ...request,
      method: next.method,
      path: next.path,
      headers: { ...next.headers },
      ...(next.body === undefined ? {} : { body: next.body }),
    };
  };
  const started = performance.now();
  const runs: Promise<autocannon.Result>[] = [];
  for (let slot = 0; slot < slots; slot += 1) {
    const connections = Math.floor(options.rate / slots) + (slot < options.rate % slots ? 1 : 0);
    const startAt = started + (slot * 1000) / slots;
    const wait = startAt - performance.now();
    if (wait > 0) await sleep(wait);
    runs.push(
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url: options.url,
            connections,
            connectionRate: 1,
            duration: options.seconds,
            timeout: options.timeoutSeconds ?? 10,
            requests: [{ setupRequest }],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on('response', (_client: unknown, statusCode: number, _bytes, ms: number) => {
          if (statusCode >= 200 && statusCode < 300) {
            latencies.push(ms);
          } else {
            non2xx += 1;
            failedStatuses[statusCode] = (failedStatuses[statusCode] ?? 0) + 1;
          }
        });
      }),
    );
  }
  const results = await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  const answered = latencies.length + non2xx;
  return {
    rate: options.rate,
    seconds: options.seconds,
    answered,
    // Each connection sends one request a second for `seconds`: fewer answers mean the server
    // held requests so long that connections fell behind their schedule.
    achievedRate: answered / options.seconds,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx,
    failedStatuses,
  };
}
