import { Field, Input, SpinButton } from '@fluentui/react-components';
import {
  type TimeInterval,
  timeIntervalFromFormFields,
  timeIntervalToFormFields,
} from '@tessera/engine';
import type { FieldRendererProps } from '@tessera/react';
import { useMemo, useState } from 'react';
import type { TimeIntervalFieldOptions } from '../definitions/temporalFieldOptions.types';
import { timeIntervalFieldKind } from '../definitions/timeIntervalFieldKind';
import { browserTimeZone } from './browserTimeZone';
import { type DatePickerInputError, LocalizedDatePicker } from './LocalizedDatePicker';
import { useCalendarStrings } from './useCalendarStrings';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

const YEAR = /^\d{4}$/;

/**
 * Runtime input of the `time_interval` field type. The field's `duration` option decides the
 * picker (spec 002 §5): a day picker for one day, a month picker for one month and a year for one
 * year. It reports the engine's interval (`createTimeInterval`): `{ startDate, duration,
 * recurrence }`, a monthly start being the first day of its month and a yearly one the first day
 * of its year.
 * @public
 */
export function TimeIntervalFieldInput(
  props: FieldRendererProps<TimeIntervalFieldOptions, TimeInterval | null>,
) {
  const { id, label, options, value, onChange, disabled, required, readOnly, errorText } = props;
  const { t } = useFieldsBasicTranslation();
  const strings = useCalendarStrings();
  const kind = timeIntervalFieldKind(options);
  const timeZone = useMemo(browserTimeZone, []);
  const startDate = useMemo(
    () => timeIntervalToFormFields(value, timeZone)?.startDate ?? null,
    [value, timeZone],
  );
  const [dateError, setDateError] = useState<DatePickerInputError | null>(null);
  const [yearInvalid, setYearInvalid] = useState(false);
  const localError = dateError !== null || yearInvalid ? t('validation.timeInterval') : undefined;

  const pick = (start: string | null) =>
    onChange(
      start === null ? null : timeIntervalFromFormFields({ kind, startDate: start }, timeZone),
    );

  const shown = () => {
    if (startDate === null) return '';
    if (kind === 'yearly') return startDate.slice(0, 4);
    if (kind === 'monthly') {
      return `${strings.months[Number(startDate.slice(5, 7)) - 1]} ${startDate.slice(0, 4)}`;
    }
    return startDate;
  };

  const input = () => {
    if (readOnly) return <Input id={id} readOnly disabled={disabled} value={shown()} />;
    if (kind === 'yearly') {
      return (
        <SpinButton
          id={id}
          min={1}
          max={9999}
          disabled={disabled}
          placeholder={t('timeInterval.yearPlaceholder')}
          value={startDate === null ? null : Number(startDate.slice(0, 4))}
          onChange={(_event, data) => {
            const typed = data.displayValue?.trim();
            const year =
              typeof data.value === 'number' ? String(data.value).padStart(4, '0') : typed;
            if (year === '' || year === undefined) {
              setYearInvalid(false);
              pick(null);
            } else if (YEAR.test(year) && year !== '0000') {
              setYearInvalid(false);
              pick(year);
            } else {
              setYearInvalid(true);
            }
          }}
        />
      );
    }
    return (
      <LocalizedDatePicker
        id={id}
        mode={kind === 'monthly' ? 'month' : 'day'}
        placeholder={kind === 'monthly' ? t('timeInterval.monthPlaceholder') : undefined}
        value={startDate}
        disabled={disabled}
        onInputError={setDateError}
        onChange={pick}
      />
    );
  };

  return (
    <Field label={label} required={required} validationMessage={errorText ?? localError}>
      {input()}
    </Field>
  );
}
