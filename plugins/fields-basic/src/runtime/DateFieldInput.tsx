import { Field, Input } from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { useState } from 'react';
import { resolveMinDate } from '../definitions/resolveMinDate';
import type { DateFieldOptions } from '../definitions/temporalFieldOptions.types';
import { type DatePickerInputError, LocalizedDatePicker } from './LocalizedDatePicker';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { useToday } from './useToday';

/**
 * Runtime input of the `date` field type: a date picker (typed `yyyy-MM-dd` or picked from a
 * Polish or English calendar) that reports `yyyy-MM-dd` or null. Days before the minimum — the
 * `minDate` option, or today with `onlyFuture` (spec 002 §5) — cannot be picked; text that is not
 * a strict date is flagged under the input and leaves the value as it was.
 * @public
 */
export function DateFieldInput(props: FieldRendererProps<DateFieldOptions, string | null>) {
  const { id, label, options, value, onChange, disabled, required, readOnly, errorText } = props;
  const { t } = useFieldsBasicTranslation();
  const today = useToday();
  const minDate = resolveMinDate(options, today);
  const [inputError, setInputError] = useState<DatePickerInputError | null>(null);
  const localError =
    inputError === 'invalid'
      ? t('validation.date')
      : inputError === 'tooEarly'
        ? t('validation.minDate', { minDate })
        : undefined;

  return (
    <Field label={label} required={required} validationMessage={errorText ?? localError}>
      {readOnly ? (
        <Input id={id} readOnly value={value ?? ''} disabled={disabled} />
      ) : (
        <LocalizedDatePicker
          id={id}
          value={value}
          minDate={minDate}
          disabled={disabled}
          onChange={onChange}
          onInputError={setInputError}
        />
      )}
    </Field>
  );
}
