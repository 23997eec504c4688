import { Field, Input } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import type { TextFieldOptions } from '../definitions/fieldsBasic.types';

/** Runtime input of the `text` field type. @public */
export function TextFieldInput(props: FieldRendererProps<TextFieldOptions, string | null>) {
  const { id, label, options, value, onChange, disabled, required, readOnly, errorText } = props;
  return (
    <Field label={label} required={required} validationMessage={errorText}>
      <Input
        id={id}
        value={value ?? ''}
        disabled={disabled}
        readOnly={readOnly}
        contentBefore={options.prefix || undefined}
        contentAfter={options.suffix || undefined}
        onChange={(_event, data) => onChange(data.value === '' ? null : data.value)}
      />
    </Field>
  );
}
