import { makeStyles } from '@fluentui/react-components';
import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { useCallback, useMemo } from 'react';
import { fromPickerDate, toPickerDate } from './pickerDate';
import { useCalendarStrings } from './useCalendarStrings';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

type DateFormatting = NonNullable<DatePickerProps['dateTimeFormatter']>;

// Spec 002 §9: the week starts on Monday (DayOfWeek.Monday of the Fluent calendar).
const MONDAY: NonNullable<DatePickerProps['firstDayOfWeek']> = 1;

const useStyles = makeStyles({
  // Spec 002 §9: date picker width 360 (no design token has this size).
  popup: { width: '360px', boxSizing: 'border-box' },
  calendar: { flexGrow: 1 },
});

/** What went wrong with what was typed or picked, for a message under the input. */
export type DatePickerInputError = 'invalid' | 'tooEarly';

/** Props of {@link LocalizedDatePicker}. */
export interface LocalizedDatePickerProps {
  readonly id: string;
  /** Class of the input's root, e.g. to fill a narrow cell. */
  readonly className?: string;
  /** The picked day, `yyyy-MM-dd`, or null. */
  readonly value: string | null;
  /** Reports the picked day (`yyyy-MM-dd`; in month mode a day of the picked month) or null. */
  readonly onChange: (value: string | null) => void;
  /** Reports a problem with the typed text (null once it is fixed); the value is left as it was. */
  readonly onInputError?: (error: DatePickerInputError | null) => void;
  /** Earliest day that can be picked, `yyyy-MM-dd`. */
  readonly minDate?: string | null;
  readonly disabled?: boolean;
  /** `day` (the default) picks and types days; `month` shows only the month picker. */
  readonly mode?: 'day' | 'month';
  readonly placeholder?: string;
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
}

/**
 * Fluent's date picker set up the Tessera way: the plugin's Polish or English calendar texts, the
 * week from Monday, a 360 px popup, and days typed and shown as `yyyy-MM-dd`, parsed strictly
 * (spec 001 §5.1: no loose forms, no 30 February). In month mode it shows "maj 2024" and only the
 * month picker.
 */
export function LocalizedDatePicker(props: LocalizedDatePickerProps) {
  const {
    id,
    value,
    onChange,
    onInputError,
    minDate = null,
    disabled = false,
    mode = 'day',
  } = props;
  const { t } = useFieldsBasicTranslation();
  const strings = useCalendarStrings();
  const styles = useStyles();
  const monthly = mode === 'month';

  // The picker resets its text whenever `value` or `formatDate` changes identity: keep both stable.
  const pickerValue = useMemo(() => toPickerDate(value), [value]);
  const pickerMinDate = useMemo(() => toPickerDate(minDate) ?? undefined, [minDate]);
  const formatDate = useCallback(
    (date?: Date) => {
      if (!date) return '';
      return monthly
        ? `${strings.months[date.getMonth()]} ${date.getFullYear()}`
        : fromPickerDate(date);
    },
    [monthly, strings],
  );
  const dateTimeFormatter = useMemo<DateFormatting>(
    () => ({
      formatDay: (date) => String(date.getDate()),
      formatMonth: (date, texts) => texts.months[date.getMonth()] ?? '',
      formatYear: (date) => String(date.getFullYear()),
      // Read out for each day of the grid: the same yyyy-MM-dd the input shows.
      formatMonthDayYear: (date) => fromPickerDate(date),
      formatMonthYear: (date, texts) => `${texts.months[date.getMonth()]} ${date.getFullYear()}`,
    }),
    [],
  );

  return (
    <DatePicker
      id={id}
      className={props.className}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      value={pickerValue}
      minDate={pickerMinDate}
      disabled={disabled}
      placeholder={props.placeholder ?? (monthly ? undefined : t('dateInput.placeholder'))}
      allowTextInput={!monthly}
      formatDate={formatDate}
      parseDateFromString={(text) => toPickerDate(text.trim())}
      firstDayOfWeek={MONDAY}
      strings={strings}
      dateTimeFormatter={dateTimeFormatter}
      highlightSelectedMonth
      // Beside the day grid the month picker would not fit 360 px: it opens over it from the header.
      showMonthPickerAsOverlay={!monthly}
      popupSurface={{ className: styles.popup, 'aria-label': t('calendar.dialog') }}
      calendar={{
        className: styles.calendar,
        ...(monthly ? { isDayPickerVisible: false } : {}),
      }}
      onSelectDate={(date) => {
        onInputError?.(null);
        onChange(date ? fromPickerDate(date) : null);
      }}
      onValidationResult={({ error }) => {
        // 'required-input' is the form's business: it reports required fields itself.
        if (error === 'invalid-input') onInputError?.('invalid');
        else if (error === 'out-of-bounds') onInputError?.('tooEarly');
        else onInputError?.(null);
      }}
    />
  );
}
