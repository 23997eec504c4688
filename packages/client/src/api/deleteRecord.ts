import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * `DELETE {path}/{id}`.
 * @internal
 */
export async function deleteRecord(
  adapter: HttpAdapter,
  path: string,
  id: string,
  options: CallOptions,
): Promise<void> {
  await adapter.request<void>({
    method: 'DELETE',
    path: `${path}/${encodeURIComponent(id)}`,
    ...options,
  });
}
