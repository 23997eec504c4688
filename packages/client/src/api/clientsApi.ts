import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse, RecordStatus } from './collection.types';
import { saveRecord } from './saveRecord';

/**
 * A client (environment) as `GET clients/info` describes it.
 * @public
 */
export interface ClientInfo {
  id: string;
  key: string;
  name: string;
  domains: string[];
  /** The client's feature flags that are on (spec 001 §3.20); an absent flag is off. */
  enabledFeatures: Readonly<Record<string, boolean>>;
  passwordPolicy: {
    /** The least number of characters a new password must have (never below the spec's 6). */
    minLength: number;
  };
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

/**
 * A client's settings (spec 000 §3, Client), as super admins see them.
 * @public
 */
export interface ClientSettings {
  /** ISO 3166-1 alpha-2 country used when a form does not say otherwise. */
  defaultCountry: string;
  /** Interface locale, e.g. `pl` or `pl-PL`. */
  defaultLocale: string;
  /** Largest number of records one import may carry. */
  maxImportRecordCount: number;
  notifyAboutNewRegistrations: boolean;
  /**
   * New accounts wait for an admin's approval. Absent from clients stored before the setting
   * existed, where the server's default applies.
   * @default true
   */
  registrationRequiresApproval?: boolean;
  /** Never below the spec's 6; absent like `registrationRequiresApproval`. @default 8 */
  minPasswordLength?: number;
}

/**
 * A client in the `clients` collection. A super admin sees every client with its settings;
 * anyone else only the active clients they belong to, without settings.
 * @public
 */
export interface ClientItem {
  id: string;
  key: string;
  name: string;
  domains: string[];
  /** The feature flags that are on (spec 001 §3.20); an absent flag is off. */
  enabledFeatures: Record<string, boolean>;
  status: RecordStatus;
  /** Super admins only. */
  settings?: ClientSettings;
}

/**
 * A new client (`PUT clients`, super admins): key and name, the rest defaulted. The creator
 * becomes its client admin.
 * @public
 */
export interface NewClient {
  /** Letters, digits, `_` and `-` (it travels in paths and the `X-Client-Key` header). */
  key: string;
  name: string;
  domains?: string[];
  enabledFeatures?: Record<string, boolean>;
  settings?: Partial<ClientSettings>;
}

/**
 * An edit of a client (`PUT clients/{id}`, super admins): only what changes; `enabledFeatures`
 * and `settings` merge key by key.
 * @public
 */
export interface ClientChanges extends Partial<NewClient> {
  status?: RecordStatus;
}

/**
 * A `GET clients` query. `filter.domain` (one host name or a list) finds clients having any of
 * them, in any letter case.
 * @public
 */
export type ClientCollectionQuery = CollectionQuery<{
  filter: 'id' | 'key' | 'name' | 'status' | 'domain';
  sort: 'name' | 'key';
  include: never;
}>;

/** @public */
export type ClientCollectionResponse = CollectionResponse<ClientItem>;

/**
 * What would clash with another client, as `findClientConflicts` reports it.
 * @public
 */
export interface ClientConflicts {
  /** The key is used by another client, in any status (keys are never reused). */
  key: boolean;
  /** The name is used by another active client (exact). */
  name: boolean;
  /** The given domains another client that is not deleted already has. */
  domains: string[];
}

/**
 * `GET clients` (spec 000 §7): one page of the clients the caller may see.
 * @public
 */
export function fetchClients(
  adapter: HttpAdapter,
  query: ClientCollectionQuery = {},
  options: CallOptions = {},
): Promise<ClientCollectionResponse> {
  return adapter.request<ClientCollectionResponse>({
    method: 'GET',
    path: 'clients',
    query,
    ...options,
  });
}

/**
 * `PUT clients` (create) or, with an `id`, `PUT clients/{id}` (edit). Super admins; a clash of
 * key, name or domain answers 422 (see `findClientConflicts` to tell the user before saving).
 * @public
 */
export async function saveClient(
  adapter: HttpAdapter,
  client: NewClient | (ClientChanges & { id: string }),
  options: CallOptions = {},
): Promise<ClientItem> {
  const { id, ...body } = client as ClientChanges & { id?: string };
  return saveRecord<ClientItem>(adapter, 'clients', id, body, options);
}

/**
 * Existence checks for a client form (spec 000 §7, 001 §5.4: `GET clients` filtered by exact
 * name, key or domain), with the server's rules: a key clashes with any other client, a name
 * with another active client, a domain with another client that is not deleted. Only the
 * fields given are checked, in parallel. A super admin sees every client; anyone else only
 * their own, so only a super admin's check is complete.
 * @public
 * @example
 * const conflicts = await findClientConflicts(adapter, { key: 'demo', domains: ['demo.pl'] });
 * if (conflicts.key) showError('key', 'validations.unique');
 */
export async function findClientConflicts(
  adapter: HttpAdapter,
  candidate: { key?: string; name?: string; domains?: readonly string[] },
  { exceptId, ...options }: ExistenceCheckOptions = {},
): Promise<ClientConflicts> {
  const others = exceptId === undefined ? {} : { id: { ne: exceptId } };
  const find = (filter: NonNullable<ClientCollectionQuery['filter']>, perPage: number) =>
    fetchClients(adapter, { filter: { ...others, ...filter }, pagination: { perPage } }, options);
  const domains = candidate.domains ?? [];
  const [byKey, byName, byDomain] = await Promise.all([
    candidate.key === undefined ? undefined : find({ key: candidate.key }, 1),
    candidate.name === undefined ? undefined : find({ name: candidate.name, status: 'active' }, 1),
    // Domains are unique among clients that are not deleted: at most one holder per domain.
    domains.length === 0
      ? undefined
      : find({ domain: [...domains], status: { ne: 'deleted' } }, domains.length),
  ]);
  const taken = new Set(
    (byDomain?.data ?? []).flatMap((client) =>
      client.domains.map((domain) => domain.toLowerCase()),
    ),
  );
  return {
    key: (byKey?.meta.total ?? 0) > 0,
    name: (byName?.meta.total ?? 0) > 0,
    domains: domains.filter((domain) => taken.has(domain.toLowerCase())),
  };
}
