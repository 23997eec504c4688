import { Checkbox, Field } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import type { CheckboxFieldOptions } from '../definitions/fieldsBasic.types';

/** Runtime input of the `checkbox` field type. @public */
export function CheckboxFieldInput(props: FieldRendererProps<CheckboxFieldOptions, boolean>) {
  const { id, label, value, onChange, disabled, required, errorText } = props;
  return (
    <Field required={required} validationMessage={errorText}>
      <Checkbox
        id={id}
        label={label}
        checked={value}
        disabled={disabled}
        onChange={(_event, data) => onChange(data.checked === true)}
      />
    </Field>
  );
}
