import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * How long a lazily loaded part of the app may take to arrive (spec 000 §9: 120 seconds).
 * @public
 */
export const chunkLoadTimeoutMs = 120_000;

/**
 * Raised when a lazily loaded part of the app does not arrive: the network failed, the chunk
 * is gone after a deployment, or it took longer than {@link chunkLoadTimeoutMs}.
 * @public
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Waits for a dynamic import, at most `timeoutMs`; any failure becomes a {@link ChunkLoadError}
 * (the cause kept), so an error boundary can tell it from a bug in the page itself.
 * @public
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`The chunk did not arrive within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('The chunk could not be loaded', { cause }));
      },
    );
  });
}

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint: any props.
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` with the spec's chunk timeout and {@link ChunkLoadError}s; show it inside a
 * `Suspense` and a {@link ChunkErrorBoundary}.
 * @public
 * @example const PvCalculatorPage = lazyPage(() => import('./PvCalculatorPage'), 'PvCalculatorPage');
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  timeoutMs = chunkLoadTimeoutMs,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await loadChunk(load, timeoutMs))[exportName] }));
}
