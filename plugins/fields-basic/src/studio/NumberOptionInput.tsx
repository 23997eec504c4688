import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { parseDecimal } from '../definitions/parseDecimal';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';

/** Props of {@link NumberOptionInput}. */
export interface NumberOptionInputProps {
  readonly label: string;
  readonly value: number | null;
  /** Only whole numbers are saved. */
  readonly integer?: boolean;
  /** The smallest number saved. */
  readonly min?: number;
  readonly onChange: (value: number | null) => void;
}

/** An optional number option: empty means "no limit"; text that is no number is flagged, not saved. */
export function NumberOptionInput(props: NumberOptionInputProps) {
  const { label, value, integer = false, min, onChange } = props;
  const { t } = useFieldsBasicTranslation();
  const [text, setText] = useState(value === null ? '' : String(value));
  const problemOf = (next: number | null): string | undefined => {
    if (next === null) return undefined;
    if (!Number.isFinite(next) || (integer && !Number.isInteger(next))) {
      return t('validation.notANumber');
    }
    return min !== undefined && next < min ? t('validation.min', { min }) : undefined;
  };
  const problem = problemOf(parseDecimal(text));
  return (
    <Field label={label} validationMessage={problem}>
      <Input
        inputMode={integer ? 'numeric' : 'decimal'}
        value={text}
        onChange={(_event, data) => {
          setText(data.value);
          const next = parseDecimal(data.value);
          if (problemOf(next) === undefined) onChange(next);
        }}
      />
    </Field>
  );
}
