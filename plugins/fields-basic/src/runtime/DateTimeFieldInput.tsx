import { Field, Input, makeStyles, tokens, useId } from '@fluentui/react-components';
import { TimePicker, type TimePickerProps } from '@fluentui/react-timepicker-compat';
import type { FieldRendererProps } from '@tessera/react';
import { useEffect, useMemo, useState } from 'react';
import { joinDateTime, normalizeTime, splitDateTime } from '../definitions/dateTimeParts';
import type { DateTimeFieldOptions } from '../definitions/temporalFieldOptions.types';
import { browserTimeZone } from './browserTimeZone';
import { type DatePickerInputError, LocalizedDatePicker } from './LocalizedDatePicker';
import { toPickerDate } from './pickerDate';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

const useStyles = makeStyles({
  // minWidth 0: the Field's grid would otherwise grow to the pickers' natural widths.
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', minWidth: 0 },
  date: { flexGrow: 1, minWidth: 0 },
  fill: { width: '100%' },
  // Wide enough for "23:30" and the dropdown chevron; Fluent's combobox would take 250 px.
  time: { flexShrink: 0, width: '6.5em', minWidth: 0 },
  timeInput: { minWidth: 0, width: '100%' },
});

const pad = (value: number) => String(value).padStart(2, '0');
const clockOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A local `Date` on `day` at `time`: what the time picker's options are built from. */
function atTime(day: string | null, time: string | null): Date | null {
  const date = toPickerDate(day);
  const hhmm = time === null ? null : normalizeTime(time);
  if (date === null || hhmm === null) return null;
  date.setHours(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)), 0, 0);
  return date;
}

/**
 * Runtime input of the `date_time` field type (spec 002 §5): a day (`YYYY-MM-DD`) and a 24-hour
 * time (`HH:mm`, picked every 30 minutes or typed), the time enabled only once a day is chosen.
 * It reports ISO 8601 with the browser zone's offset and zero seconds
 * (`2024-05-17T14:30:00+02:00`); a new day starts at 00:00 and keeps the time already chosen.
 * @public
 */
export function DateTimeFieldInput(props: FieldRendererProps<DateTimeFieldOptions, string | null>) {
  const { id, label, value, onChange, disabled, required, readOnly, errorText } = props;
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const labelId = useId('date-time-label');
  const timeId = `${id}-time`;
  const timeZone = useMemo(browserTimeZone, []);
  const { day, time } = useMemo(() => splitDateTime(value, timeZone), [value, timeZone]);
  const selectedTime = useMemo(() => atTime(day, time), [day, time]);
  const dateAnchor = useMemo(() => toPickerDate(day) ?? undefined, [day]);
  const [timeText, setTimeText] = useState(time ?? '');
  const [dateError, setDateError] = useState<DatePickerInputError | null>(null);
  const [timeInvalid, setTimeInvalid] = useState(false);

  // Follow values set from outside (defaults, other fields' listeners).
  useEffect(() => {
    setTimeText(time ?? '');
    setTimeInvalid(false);
  }, [time]);

  const localError =
    dateError !== null ? t('validation.date') : timeInvalid ? t('validation.time') : undefined;

  if (readOnly) {
    return (
      <Field label={label} required={required} validationMessage={errorText}>
        <Input id={id} readOnly disabled={disabled} value={day === null ? '' : `${day} ${time}`} />
      </Field>
    );
  }

  const onTimeChange: TimePickerProps['onTimeChange'] = (_event, data) => {
    if (day === null) return;
    if (data.selectedTime === null) {
      setTimeInvalid(true);
      return;
    }
    const picked = clockOf(data.selectedTime);
    setTimeInvalid(false);
    setTimeText(picked);
    onChange(joinDateTime(day, picked, timeZone));
  };

  return (
    <Field
      label={{ id: labelId, children: label }}
      required={required}
      validationMessage={errorText ?? localError}
    >
      <div className={styles.row}>
        <div className={styles.date}>
          <LocalizedDatePicker
            id={id}
            className={styles.fill}
            aria-label={t('dateTimeInput.date')}
            aria-labelledby={`${labelId} ${id}`}
            value={day}
            disabled={disabled}
            onInputError={setDateError}
            onChange={(nextDay) =>
              onChange(nextDay === null ? null : joinDateTime(nextDay, time ?? '00:00', timeZone))
            }
          />
        </div>
        <TimePicker
          id={timeId}
          className={styles.time}
          input={{ className: styles.timeInput }}
          aria-label={t('dateTimeInput.time')}
          aria-labelledby={`${labelId} ${timeId}`}
          placeholder={t('dateTimeInput.timePlaceholder')}
          disabled={disabled || day === null}
          freeform
          hourCycle="h23"
          dateAnchor={dateAnchor}
          selectedTime={selectedTime}
          value={timeText}
          formatDateToTimeString={clockOf}
          parseTimeStringToDate={(text) => {
            const parsed = atTime(day, text ?? '');
            return parsed ? { date: parsed } : { date: null, errorType: 'invalid-input' };
          }}
          onInput={(event) => setTimeText((event.target as HTMLInputElement).value)}
          onTimeChange={onTimeChange}
        />
      </div>
    </Field>
  );
}
