import type { HttpAdapter } from '../httpAdapter.types';
import type { ApplicationVersionItem } from './applicationVersionsApi';
import type { CallOptions } from './callOptions.types';

/**
 * A script a client configured for its pages (spec 000 §2: injected into the page body): a
 * source address or the script's text.
 * @public
 */
export interface ClientScript {
  id: string;
  name: string;
  src?: string;
  content?: string;
}

/**
 * The Config entity of `GET config` (spec 000 §3).
 * @public
 */
export interface ClientConfig {
  upload: { maxFileSize: number; documentTemplateMaxFileSize: number };
  externalIntegrationsEnabled: boolean;
  /** Empty for super admins: a client's script never runs in their session. */
  clientScripts: ClientScript[];
  userApis: { logsRetentionSecs: number };
  recurringActions: { logsRetentionSecs: number };
  /** `null` when the request names no client of the user. */
  liveApplicationVersion: ApplicationVersionItem | null;
  /** Admins only: the version they selected, or the live one. */
  userSelectedApplicationVersion?: ApplicationVersionItem;
}

/** @public */
export interface ConfigQuery {
  /**
   * An admin's selected version (an id or `live`); sent only for admins (spec 000 §6), the
   * server ignores anyone else's.
   */
  selectedApplicationVersionId?: string | null;
}

/**
 * `GET config` (spec 000 §7), optionally with the admin's selected version.
 * @public
 */
export function fetchConfig(
  adapter: HttpAdapter,
  { selectedApplicationVersionId }: ConfigQuery = {},
  options: CallOptions = {},
): Promise<ClientConfig> {
  return adapter.request<ClientConfig>({
    method: 'GET',
    path: 'config',
    ...(selectedApplicationVersionId ? { query: { selectedApplicationVersionId } } : {}),
    ...options,
  });
}

/**
 * The version a config says the user works in: the admin's selection, else the live one.
 * @public
 */
export function configVersion(config: ClientConfig): ApplicationVersionItem | null {
  return config.userSelectedApplicationVersion ?? config.liveApplicationVersion;
}
