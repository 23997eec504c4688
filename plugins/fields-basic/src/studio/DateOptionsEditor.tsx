import { Field, makeStyles, Switch, tokens, useId } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import type { DateFieldOptions } from '../definitions/temporalFieldOptions.types';
import { LocalizedDatePicker } from '../runtime/LocalizedDatePicker';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Studio editor of a date field: the earliest date, or "only today or later" (spec 002 §5 "min
 * date, or today when only-future"); turning the latter on clears the former.
 * @public
 */
export function DateOptionsEditor({ options, onChange }: OptionsEditorProps<DateFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const minDateId = useId('min-date');
  return (
    <div className={styles.root}>
      <Field>
        <Switch
          label={t('options.onlyFuture')}
          checked={options.onlyFuture}
          onChange={(_event, data) =>
            onChange({
              ...options,
              onlyFuture: data.checked,
              minDate: data.checked ? null : options.minDate,
            })
          }
        />
      </Field>
      <Field label={t('options.minDate')}>
        <LocalizedDatePicker
          id={minDateId}
          value={options.minDate}
          disabled={options.onlyFuture}
          onChange={(minDate) => onChange({ ...options, minDate })}
        />
      </Field>
    </div>
  );
}
