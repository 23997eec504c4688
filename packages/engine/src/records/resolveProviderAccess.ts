import { compileCondition } from '../conditions/compileCondition';
import type { ConditionDefinition } from '../conditions/condition.types';
import type { DataProvider } from '../definitions/dataProvider.types';
import type { ProviderField } from '../definitions/providerField.types';
import { createEvaluationContext } from '../host/createEvaluationContext';
import type { EngineHost } from '../host/engineHost.types';

/** Who reads: an admin passes every role check (spec 002 §6); others by their role ids. @public */
export interface AccessSubject {
  readonly isAdmin: boolean;
  readonly roleIds: readonly string[];
}

/** What one person may see of a provider: which columns and which records. @public */
export interface ProviderAccess {
  /** Whether every column is visible; otherwise only `fieldIds`. */
  readonly allColumns: boolean;
  readonly fieldIds: ReadonlySet<string>;
  /** Whether a field is visible to this person. */
  canSeeField(field: Pick<ProviderField, 'id'>): boolean;
  /**
   * Whether a record is visible: its values by provider field id. Always true when every record
   * is; otherwise any of the person's record conditions must hold.
   */
  canSeeRecord(valuesByFieldId: Readonly<Record<string, unknown>>, recordId: string): boolean;
  /** Every record is visible (no condition to check). */
  readonly allRecords: boolean;
  /**
   * What `canSeeRecord` checks, for evaluators that run it elsewhere (the server compiles it to
   * SQL): null when every record is visible; otherwise the record conditions, any of which lets
   * a record through (none: no record is visible), read against `host`.
   */
  readonly recordConditions: RecordConditions | null;
}

/**
 * The record conditions of one person's access to a provider (`ProviderAccess.recordConditions`):
 * a record is visible when any of `conditions` holds for its values by provider field id, read
 * with `host`'s clock, time zone and user. An empty list shows no record.
 * @public
 */
export interface RecordConditions {
  readonly conditions: readonly ConditionDefinition[];
  readonly host: EngineHost;
}

/**
 * Resolves a provider's per-role access (spec 001 §3.3, spec 002 §6 "data source access can
 * limit columns and records per role") for one person:
 * - admins, and providers without access entries: everything;
 * - a role the person holds that no entry names sees everything (the entries restrict the roles
 *   they name, not the others);
 * - otherwise the entries naming the person's roles add up: a column visible through any of them
 *   is visible, a record visible through any of them is visible (an entry without a record rule
 *   shows every record);
 * - a person without roles, on a provider with entries, sees nothing: access rules were set, and
 *   none grants them anything.
 * @public
 */
export function resolveProviderAccess(
  provider: DataProvider,
  subject: AccessSubject,
  host: EngineHost,
): ProviderAccess {
  const entries = provider.access ?? [];
  if (subject.isAdmin || entries.length === 0) return everything;
  const named = new Set(entries.flatMap((entry) => entry.roleIds));
  if (subject.roleIds.some((roleId) => !named.has(roleId))) return everything;
  const matching = entries.filter((entry) =>
    entry.roleIds.some((roleId) => subject.roleIds.includes(roleId)),
  );
  const allColumns = matching.some((entry) => entry.columns.type === 'all');
  const fieldIds = new Set(
    matching.flatMap((entry) => (entry.columns.type === 'limited' ? entry.columns.fieldIds : [])),
  );
  const allRecords = matching.some(
    (entry) => entry.records === undefined || entry.records.type === 'all',
  );
  const definitions = allRecords
    ? []
    : matching.flatMap((entry) =>
        entry.records?.type === 'matching' ? [entry.records.condition] : [],
      );
  const conditions = definitions.map((definition) => compileCondition(definition));
  return {
    allColumns,
    fieldIds,
    canSeeField: (field) => allColumns || fieldIds.has(field.id),
    allRecords,
    recordConditions: allRecords
      ? null
      : Object.freeze({ conditions: Object.freeze(definitions), host }),
    canSeeRecord(values, recordId) {
      if (allRecords) return true;
      const context = createEvaluationContext({ host, values, recordId });
      return conditions.some((condition) => condition(context));
    },
  };
}

const everything: ProviderAccess = Object.freeze({
  allColumns: true,
  fieldIds: new Set<string>(),
  canSeeField: () => true,
  allRecords: true,
  canSeeRecord: () => true,
  recordConditions: null,
});
