import type { ProviderField } from '@tessera/engine';
import type { ConditionField } from '../conditions/conditionDraft';
import { fieldLabel } from '../dataProviders/fieldLabel';

/** The fields of a provider that are not deleted: what conditions and actions may name. */
export function liveFields(fields: readonly ProviderField[]): ProviderField[] {
  return fields.filter((field) => field.status !== 'deleted');
}

/** A provider's fields as a condition editor offers them (process conditions read the record). */
export function conditionFieldsOf(fields: readonly ProviderField[]): ConditionField[] {
  return liveFields(fields).map((field) => ({
    id: field.id,
    label: fieldLabel(field),
    valueType: field.fieldValue.type,
  }));
}
