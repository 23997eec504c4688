import type { ConditionDefinition } from '../conditions';
import type { GeneralQuery, PipelineDefinition } from '../queries/query.types';
import type { ContextType, SystemSource } from './enumerations';
import type { ProviderField } from './providerField.types';
import type { Status } from './status';

/** Which columns a role sees: all, or only the listed provider field ids. @public */
export type ProviderColumnAccess =
  | { readonly type: 'all' }
  | { readonly type: 'limited'; readonly fieldIds: readonly string[] };

/** Which records a role sees: all, or those matching a condition evaluated per record. @public */
export type ProviderRecordAccess =
  | { readonly type: 'all' }
  | { readonly type: 'matching'; readonly condition: ConditionDefinition };

/**
 * Access of the holders of some roles (spec 001 §3.3: "access can limit visible columns (all or
 * limited) and records per role"). A role without an entry sees everything.
 * @public
 */
export interface ProviderRoleAccess {
  readonly roleIds: readonly string[];
  readonly columns: ProviderColumnAccess;
  readonly records?: ProviderRecordAccess;
}

/** What a provider belongs to (a process provider belongs to its process settings). @public */
export interface DefinitionContext {
  readonly type: ContextType;
  readonly id: string;
}

/** Where a provider's records are written: another provider, field by field. @public */
export interface ProviderBinding {
  readonly dataProviderId: string;
  /** This provider's field id → the bound provider's field id. */
  readonly fields: Readonly<Record<string, string>>;
}

/** What every provider type has. @public */
export interface DataProviderBase {
  readonly id: string;
  readonly name: string;
  readonly status: Status;
  /** Version of this definition's shape; 1 when absent (see `SCHEMA_VERSIONS`). */
  readonly schemaVersion?: number;
  readonly context?: DefinitionContext;
  /** Set on the built-in providers presenting a system source (users, roles...). */
  readonly systemSource?: SystemSource;
  readonly binding?: ProviderBinding;
  readonly access?: readonly ProviderRoleAccess[];
}

/** A provider whose records are stored (`data_records`): written by people and processes. @public */
export type StoredDataProvider = DataProviderBase & {
  readonly type: 'manual' | 'process';
  readonly config: { readonly fields: readonly ProviderField[] };
};

/**
 * A provider whose records are the records of another provider that pass a query, each reduced
 * to its `query_sourced_field`s (docs/virtual-providers.md). Read-only.
 * @public
 */
export type QuerySourcedDataProvider = DataProviderBase & {
  readonly type: 'query_sourced';
  readonly config: { readonly fields: readonly ProviderField[]; readonly query: GeneralQuery };
};

/**
 * A provider whose records are the rows of a pipeline, each reduced to its
 * `query_sourced_field`s (docs/virtual-providers.md). Read-only.
 * @public
 */
export type PipelineDataProvider = DataProviderBase & {
  readonly type: 'pipeline_query';
  readonly config: {
    readonly fields: readonly ProviderField[];
    readonly pipeline: PipelineDefinition;
  };
};

/**
 * A provider with one record per group of another provider's records: its `grouping_field`s
 * are the group's values, its `aggregating_field`s count, sum, average or pick the extremes of
 * the group (docs/virtual-providers.md). Read-only.
 * @public
 */
export type AggregatingDataProvider = DataProviderBase & {
  readonly type: 'aggregating';
  readonly config: {
    readonly fields: readonly ProviderField[];
    readonly sourceProviderId: string;
  };
};

/** A provider defined by a query over other providers: its records are computed, never stored. @public */
export type VirtualDataProvider =
  | QuerySourcedDataProvider
  | PipelineDataProvider
  | AggregatingDataProvider;

/**
 * A data provider: a record table (spec 001 §3.3), discriminated by `type`. Its columns are
 * `config.fields`. Manual and process providers store their records; query-sourced, pipeline and
 * aggregating providers compute theirs from other providers' records.
 * @public
 */
export type DataProvider = StoredDataProvider | VirtualDataProvider;

/** A provider type name (spec 001 §3.3). @public */
export type DataProviderType = DataProvider['type'];
