import { ApiError, isApiError } from './apiError';
import { flattenNested } from './flattenNested';
import type {
  HttpAdapter,
  MultipartFields,
  RequestOptions,
  UploadOptions,
} from './httpAdapter.types';

/**
 * A request as a fixture handler sees it. An upload arrives as a `POST` (or its own method)
 * whose `body` is the upload's `FormData` or fields object, as the caller gave it.
 * @public
 */
export interface FixtureRequest extends RequestOptions {
  /** Values of `:name` segments in the matched route. */
  params: Record<string, string>;
}

/**
 * Answers one route: return (or resolve) the response body, or throw an `ApiError`
 * (`createApiErrorFromResponse(401, { errorType: 'invalidCredentials' })`) to fail.
 * @public
 */
export type FixtureHandler = (request: FixtureRequest) => unknown;

/**
 * Routes keyed by `'METHOD path'`, with `:name` segments: `'GET clients/info'`, `'GET users/:id'`.
 * A value that is not a function is returned as the body.
 * @public
 */
export type FixtureRoutes = Record<
  string,
  FixtureHandler | object | string | number | boolean | null
>;

/** @public */
export interface FixtureAdapterOptions {
  /** Delay before each answer, to show loading states in stories. @default 0 */
  latencyMs?: number;
  /**
   * How many progress events an upload reports, spread evenly over `latencyMs`, the last one
   * with everything sent; `0` reports none.
   * @default 4
   */
  uploadProgressSteps?: number;
}

/** @public */
export interface FixtureAdapter extends HttpAdapter {
  /** Every request and upload made so far, in order; an upload as its `POST` (or own method). */
  readonly calls: readonly RequestOptions[];
}

interface CompiledRoute {
  method: string;
  segments: string[];
  answer: FixtureRoutes[string];
}

const splitPath = (path: string) => path.split('?')[0]!.split('/').filter(Boolean);

function compileRoutes(routes: FixtureRoutes): CompiledRoute[] {
  return Object.entries(routes).map(([key, answer]) => {
    const [method, path] = key.trim().split(/\s+/, 2);
    if (!method || path === undefined)
      throw new Error(`Fixture route "${key}" must read "METHOD path"`);
    return { method: method.toUpperCase(), segments: splitPath(path), answer };
  });
}

function matchRoute(route: CompiledRoute, method: string, segments: string[]) {
  if (route.method !== method || route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, pattern] of route.segments.entries()) {
    const segment = segments[index]!;
    if (pattern.startsWith(':')) params[pattern.slice(1)] = decodeURIComponent(segment);
    else if (pattern !== segment) return null;
  }
  return params;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The bytes an upload sends, as far as a fixture can tell: the sizes of its files. */
function uploadSize(body: FormData | MultipartFields): number {
  let size = 0;
  const add = (value: unknown) => {
    if (value instanceof Blob) size += value.size;
    else if (typeof value === 'string') size += new TextEncoder().encode(value).length;
  };
  if (body instanceof FormData) body.forEach(add);
  else flattenNested(body, (_path, value) => add(value));
  return size;
}

/**
 * An adapter answering from in-memory handlers, for tests and Storybook: no server, no fetch.
 * An unmatched route rejects with a 404 `ApiError`. Uploads go to the same routes, report
 * progress over `latencyMs` and can be cancelled through their signal.
 * @public
 * @example
 * const adapter = createFixtureAdapter({
 *   'POST auth/login': () => ({ token: 't' }),
 *   'GET clients/info': ({ query }) => ({ data: { id: '1', key: String(query?.key), name: 'Demo', domains: [] } }),
 * });
 */
export function createFixtureAdapter(
  routes: FixtureRoutes,
  { latencyMs = 0, uploadProgressSteps = 4 }: FixtureAdapterOptions = {},
): FixtureAdapter {
  const compiled = compileRoutes(routes);
  const calls: RequestOptions[] = [];

  async function respond<T>(request: RequestOptions): Promise<T> {
    const segments = splitPath(request.path);
    for (const route of compiled) {
      const params = matchRoute(route, request.method, segments);
      if (!params) continue;
      const { answer } = route;
      try {
        return (typeof answer === 'function' ? await answer({ ...request, params }) : answer) as T;
      } catch (error) {
        if (isApiError(error)) throw error;
        throw new ApiError({ status: 500, message: String(error), cause: error });
      }
    }
    throw new ApiError({
      status: 404,
      message: `No fixture for ${request.method} ${request.path}`,
      body: { statusCode: 404, message: 'Not Found' },
    });
  }

  return {
    calls,
    async request<T>(request: RequestOptions): Promise<T> {
      calls.push(request);
      request.signal?.throwIfAborted();
      if (latencyMs > 0) await wait(latencyMs, request.signal);
      return respond<T>(request);
    },
    async upload<T>({ onProgress, method = 'POST', ...upload }: UploadOptions): Promise<T> {
      const request: RequestOptions = { ...upload, method };
      calls.push(request);
      request.signal?.throwIfAborted();
      const total = uploadSize(upload.body);
      const steps = Math.max(0, Math.floor(uploadProgressSteps));
      if (steps === 0 && latencyMs > 0) await wait(latencyMs, request.signal);
      for (let step = 1; step <= steps; step += 1) {
        if (latencyMs > 0) await wait(latencyMs / steps, request.signal);
        onProgress?.({ loaded: Math.round((total * step) / steps), total });
      }
      return respond<T>(request);
    },
  };
}
