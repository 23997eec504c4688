import { Checkbox, Field } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import type { CheckboxFieldOptions } from '../definitions/fieldsBasic.types';

/** Runtime input of the `checkbox` field type; read-only shows the tick without letting it change. @public */
export function CheckboxFieldInput(props: FieldRendererProps<CheckboxFieldOptions, boolean>) {
  const { id, label, value, onChange, disabled, required, readOnly, errorText } = props;
  return (
    <Field required={required} validationMessage={errorText}>
      <Checkbox
        id={id}
        label={label}
        checked={value}
        disabled={disabled}
        // A native checkbox has no read-only state: it stays focusable and announced as
        // read-only, and the controlled `checked` ignores clicks.
        aria-readonly={readOnly || undefined}
        onChange={(_event, data) => {
          if (!readOnly) onChange(data.checked === true);
        }}
      />
    </Field>
  );
}
