import type { ProviderField } from '@tessera/engine';
import { fieldLabel } from '../dataProviders/fieldLabel';
import { ChoiceDropdown } from './ChoiceDropdown';

export interface ProviderFieldDropdownProps {
  readonly fields: readonly ProviderField[];
  /** The chosen field's id (or database name, by `by`); empty when none is chosen. */
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
  /** What a field is chosen by. @default 'id' */
  readonly by?: 'id' | 'dbFieldName';
  readonly placeholder?: string;
  /** What a value naming no field shows; the value itself by default. */
  readonly unknownText?: (value: string) => string;
}

/** A dropdown of a provider's fields, each shown by its label. */
export function ProviderFieldDropdown({
  fields,
  value,
  onChange,
  by = 'id',
  placeholder,
  unknownText,
}: ProviderFieldDropdownProps) {
  return (
    <ChoiceDropdown
      placeholder={placeholder}
      choices={fields.map((field) => ({ value: field[by], text: fieldLabel(field) }))}
      value={value}
      unknownText={unknownText}
      onChange={onChange}
    />
  );
}
