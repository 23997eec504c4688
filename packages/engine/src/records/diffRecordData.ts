import type { DataProvider } from '../definitions/dataProvider.types';
import { isSameJsonValue } from '../validation/isSameJsonValue';
import type { RecordData } from './compileRecordComputation';
import { type PresentationOptions, presentRecordValue } from './presentRecordValue';

/** One field of a record whose value a save changed (spec 002 §3 history entry). @public */
export interface ChangedField {
  readonly providerFieldId: string;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly oldPresentedValue: string;
  readonly newPresentedValue: string;
}

/**
 * The fields whose read values differ between two versions of a record, in the provider's field
 * order, with old and new values and their presented texts: the `changedFields` of a
 * `field_values_updated` history event. A new record compares against an empty one; a missing
 * value and null are the same.
 * @public
 */
export function diffRecordData(
  provider: DataProvider,
  before: RecordData,
  after: RecordData,
  presentation: PresentationOptions,
): ChangedField[] {
  const changed: ChangedField[] = [];
  for (const field of provider.config.fields) {
    if (field.status === 'deleted') continue;
    const oldValue = before[field.dbFieldName] ?? null;
    const newValue = after[field.dbFieldName] ?? null;
    if (isSameJsonValue(oldValue, newValue)) continue;
    changed.push({
      providerFieldId: field.id,
      oldValue,
      newValue,
      oldPresentedValue: presentRecordValue(field, oldValue, presentation),
      newPresentedValue: presentRecordValue(field, newValue, presentation),
    });
  }
  return changed;
}
