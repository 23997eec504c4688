import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import { useState } from 'react';
import type { NumberFieldOptions } from '../definitions/fieldsBasic.types';
import { parseDecimal } from '../definitions/parseDecimal';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';
import { TextOptionsEditor } from './TextOptionsEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface NumberOptionInputProps {
  readonly label: string;
  readonly value: number | null;
  readonly integer?: boolean;
  readonly onChange: (value: number | null) => void;
}

/** An optional number option: empty means "no limit"; text that is no number is flagged, not saved. */
function NumberOptionInput({ label, value, integer = false, onChange }: NumberOptionInputProps) {
  const { t } = useFieldsBasicTranslation();
  const [text, setText] = useState(value === null ? '' : String(value));
  const parsed = parseDecimal(text);
  const valid =
    parsed === null || (Number.isFinite(parsed) && (!integer || Number.isInteger(parsed)));
  return (
    <Field label={label} validationMessage={valid ? undefined : t('validation.notANumber')}>
      <Input
        inputMode={integer ? 'numeric' : 'decimal'}
        value={text}
        onChange={(_event, data) => {
          setText(data.value);
          const next = parseDecimal(data.value);
          if (next === null || (Number.isFinite(next) && (!integer || Number.isInteger(next)))) {
            onChange(next);
          }
        }}
      />
    </Field>
  );
}

/** Studio editor of a number field: prefix, suffix, min, max and maximum decimals. @public */
export function NumberOptionsEditor({ options, onChange }: OptionsEditorProps<NumberFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <TextOptionsEditor options={options} onChange={onChange} />
      <NumberOptionInput
        label={t('options.min')}
        value={options.min}
        onChange={(min) => onChange({ ...options, min })}
      />
      <NumberOptionInput
        label={t('options.max')}
        value={options.max}
        onChange={(max) => onChange({ ...options, max })}
      />
      <NumberOptionInput
        label={t('options.maxDecimals')}
        value={options.maxDecimals}
        integer
        onChange={(maxDecimals) => onChange({ ...options, maxDecimals })}
      />
    </div>
  );
}
