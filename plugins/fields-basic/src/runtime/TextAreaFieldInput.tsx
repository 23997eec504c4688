import { Field, makeStyles, mergeClasses, Textarea, tokens } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { countCharacters } from '../definitions/countCharacters';
import type { TextAreaFieldOptions } from '../definitions/fieldsBasic.types';
import { TEXT_AREA_MAX_LENGTH } from '../definitions/textAreaFieldType';
import { useDebouncedChange } from './useDebouncedChange';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

/** Spec 002 §9: a text area reports its changes 350 ms after the last keystroke. */
export const TEXT_AREA_DEBOUNCE_MS = 350;

const useStyles = makeStyles({
  // The grid cell decides the height; the text area fills it.
  textarea: { height: '100%' },
  counter: { alignSelf: 'flex-end', color: tokens.colorNeutralForeground3 },
  overLimit: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Runtime input of the `text_area` field type, with a "123 / 2000" counter (spec 002 §5). It
 * keeps what is typed locally and reports it 350 ms after the last keystroke, or at once on blur.
 * Longer text is not cut: the counter turns red and validation reports it.
 * @public
 */
export function TextAreaFieldInput(props: FieldRendererProps<TextAreaFieldOptions, string | null>) {
  const { id, label, value, onChange, disabled, required, readOnly, errorText } = props;
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const [text, setText, flush] = useDebouncedChange(value, onChange, TEXT_AREA_DEBOUNCE_MS);
  const length = countCharacters(text ?? '');
  const overLimit = length > TEXT_AREA_MAX_LENGTH;
  return (
    <Field
      label={label}
      required={required}
      validationMessage={errorText}
      hint={{
        children: t('textArea.counter', { length, max: TEXT_AREA_MAX_LENGTH }),
        className: mergeClasses(styles.counter, overLimit && styles.overLimit),
      }}
    >
      <Textarea
        id={id}
        className={styles.textarea}
        resize="vertical"
        value={text ?? ''}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(_event, data) => setText(data.value === '' ? null : data.value)}
        onBlur={flush}
      />
    </Field>
  );
}
