import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * `PUT {path}` without an `id` (creates) or `PUT {path}/{id}` (replaces or changes that record;
 * the id goes in the path, never in `body`); answers the saved record, read from `data`.
 * @internal
 */
export async function saveRecord<Item>(
  adapter: HttpAdapter,
  path: string,
  id: string | undefined,
  body: unknown,
  options: CallOptions,
): Promise<Item> {
  const response = await adapter.request<{ data: Item }>({
    method: 'PUT',
    path: id === undefined ? path : `${path}/${encodeURIComponent(id)}`,
    body,
    ...options,
  });
  return response.data;
}
