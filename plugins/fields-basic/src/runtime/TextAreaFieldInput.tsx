import { Field, makeStyles, Textarea } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import type { TextAreaFieldOptions } from '../definitions/fieldsBasic.types';

const useStyles = makeStyles({
  // The grid cell decides the height; the text area fills it.
  textarea: { height: '100%' },
});

/** Runtime input of the `text_area` field type. @public */
export function TextAreaFieldInput(props: FieldRendererProps<TextAreaFieldOptions, string | null>) {
  const { id, label, value, onChange, disabled, required, errorText } = props;
  const styles = useStyles();
  return (
    <Field label={label} required={required} validationMessage={errorText}>
      <Textarea
        id={id}
        className={styles.textarea}
        resize="vertical"
        value={value ?? ''}
        disabled={disabled}
        onChange={(_event, data) => onChange(data.value === '' ? null : data.value)}
      />
    </Field>
  );
}
