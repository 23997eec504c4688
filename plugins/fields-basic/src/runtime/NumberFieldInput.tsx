import { Field, Input } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { useEffect, useState } from 'react';
import type { NumberFieldOptions } from '../definitions/fieldsBasic.types';
import { parseDecimal } from '../definitions/parseDecimal';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

const formatForLanguage = (value: number | null, language: string) =>
  value === null ? '' : String(value).replace('.', language === 'pl' ? ',' : '.');

/**
 * Runtime input of the `number` field type. Keeps what the person typed (so "12," survives
 * while typing) and reports the parsed number; text that is not a number is reported as NaN,
 * which the engine's validation turns into "enter a number".
 * @public
 */
export function NumberFieldInput(props: FieldRendererProps<NumberFieldOptions, number | null>) {
  const { id, label, options, value, onChange, disabled, required, readOnly, errorText } = props;
  const { language } = useFieldsBasicTranslation();
  const [text, setText] = useState(() => formatForLanguage(value, language));

  // Follow values set from outside (defaults, computed values) unless they match what is typed.
  useEffect(() => {
    setText((current) => {
      const typed = parseDecimal(current);
      return Object.is(typed, value) ? current : formatForLanguage(value, language);
    });
  }, [value, language]);

  return (
    <Field label={label} required={required} validationMessage={errorText}>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        disabled={disabled}
        readOnly={readOnly}
        contentBefore={options.prefix || undefined}
        contentAfter={options.suffix || undefined}
        onChange={(_event, data) => {
          setText(data.value);
          onChange(parseDecimal(data.value));
        }}
      />
    </Field>
  );
}
