import { Checkbox, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import type { ProviderField } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { fieldLabel } from './fieldLabel';
import type { IntervalInput, RecordInput } from './recordInputValue';

export interface RecordValueInputProps {
  readonly field: ProviderField;
  readonly value: RecordInput;
  readonly onChange: (value: RecordInput) => void;
  readonly validationMessage?: string | undefined;
}

const useStyles = makeStyles({
  interval: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
  },
});

/** One value of a record, with the input its value type needs (spec 001 §3.3). */
export function RecordValueInput({
  field,
  value,
  onChange,
  validationMessage,
}: RecordValueInputProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const label = fieldLabel(field);
  switch (field.fieldValue.type) {
    case 'boolean':
      return (
        <Field validationMessage={validationMessage}>
          <Checkbox
            label={label}
            checked={value === true}
            onChange={(_, data) => onChange(data.checked === true)}
          />
        </Field>
      );
    case 'time_interval': {
      const interval = value as IntervalInput;
      const fixed = field.fieldValue.duration !== undefined;
      return (
        <Field label={label} validationMessage={validationMessage}>
          <div className={styles.interval}>
            <Input
              type="date"
              aria-label={`${label}: ${t('dataProviders.record.intervalStart')}`}
              value={interval.startDate}
              onChange={(_, data) => onChange({ ...interval, startDate: data.value })}
            />
            <Input
              inputMode="numeric"
              aria-label={`${label}: ${t('dataProviders.record.intervalLength')}`}
              disabled={fixed}
              value={interval.amount}
              onChange={(_, data) => onChange({ ...interval, amount: data.value })}
            />
            <Select
              aria-label={`${label}: ${t('dataProviders.record.intervalLength')}`}
              disabled={fixed}
              value={interval.unit}
              onChange={(_, data) =>
                onChange({ ...interval, unit: data.value as IntervalInput['unit'] })
              }
            >
              {(['days', 'months', 'years'] as const).map((unit) => (
                <option key={unit} value={unit}>
                  {t(`dataProviders.record.intervalUnits.${unit}`)}
                </option>
              ))}
            </Select>
          </div>
        </Field>
      );
    }
    default: {
      const type =
        field.fieldValue.type === 'date'
          ? 'date'
          : field.fieldValue.type === 'date_time'
            ? 'datetime-local'
            : 'text';
      return (
        <Field label={label} validationMessage={validationMessage}>
          <Input
            type={type}
            inputMode={field.fieldValue.type === 'number' ? 'decimal' : undefined}
            value={String(value)}
            onChange={(_, data) => onChange(data.value)}
          />
        </Field>
      );
    }
  }
}
