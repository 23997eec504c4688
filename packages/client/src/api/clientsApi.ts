import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * A client (environment) as `GET clients/info` describes it.
 * @public
 */
export interface ClientInfo {
  id: string;
  key: string;
  name: string;
  domains: string[];
}

/** Find a client by its key, or by one of its internet domains. @public */
export type ClientLookup = { key: string } | { domain: string };

/**
 * `GET clients/info?key=…` (or `?domain=…`). Rejects with a 404 `ApiError` when no client matches.
 * @public
 */
export async function fetchClientInfo(
  adapter: HttpAdapter,
  lookup: ClientLookup,
  options: CallOptions = {},
): Promise<ClientInfo> {
  const response = await adapter.request<{ data: ClientInfo }>({
    method: 'GET',
    path: 'clients/info',
    query: lookup,
    ...options,
  });
  return response.data;
}
