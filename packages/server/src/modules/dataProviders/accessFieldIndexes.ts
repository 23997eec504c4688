import type { ConditionDefinition, DataProvider } from '@tessera/engine';
import type { FieldIndex } from '../queries/fieldIndexes';
import { fieldNamesById } from './fieldNamesById';

/** The operators a keyed field's words are compiled to a key test for (`compileConditionSql`). */
const KEYED_OPERATORS: ReadonlySet<string> = new Set([
  'equal',
  'not_equal',
  'in_array',
  'not_in_array',
  'is_included_in',
]);

/** The field ids whose whole value a condition compares by a keyed operator. */
function comparedFields(condition: ConditionDefinition): string[] {
  switch (condition.type) {
    case 'and':
    case 'or':
      return condition.conditions.flatMap(comparedFields);
    case 'compare_value': {
      const { fieldId, path } = condition.leftValueAccess;
      const whole = (path ?? []).length === 0;
      return whole && KEYED_OPERATORS.has(condition.operator ?? '') ? [fieldId] : [];
    }
    default:
      return [];
  }
}

/**
 * The fields of a stored provider (manual, process) that its roles' record access compares — a
 * region a role sees its records of — as the field indexes they deserve: every read by a holder
 * of such a role filters on them, and the record filter tests their words on the key a field
 * index holds (`compileConditionSql`'s keyed fields), so a capped count of the role's records is
 * an index scan rather than a scan of every record (README, "Endpoint"). Fields compared inside
 * a value (a path) are not indexed, like a view's.
 * @internal
 */
export function accessFieldIndexes(provider: DataProvider): FieldIndex[] {
  if (provider.type !== 'manual' && provider.type !== 'process') return [];
  const names = fieldNamesById(provider);
  const fieldNames = new Set(
    (provider.access ?? []).flatMap((rule) =>
      rule.records?.type === 'matching'
        ? comparedFields(rule.records.condition).flatMap((id) => names.get(id) ?? [])
        : [],
    ),
  );
  return [...fieldNames].map((fieldName) => ({ providerId: provider.id, fieldName }));
}
