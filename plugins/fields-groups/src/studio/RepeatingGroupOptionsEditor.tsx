import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { MAX_REPEATING_GROUP_ROWS, type RepeatingGroupOptions } from '@tessera/engine';
import type { OptionsEditorProps } from '@tessera/react';
import { useState } from 'react';
import { useFieldsGroupsTranslation } from '../useFieldsGroupsTranslation';
import { manualRowCount, readRowCount } from './manualRowCount';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type LimitName = 'minRowsCount' | 'maxRowsCount';

interface RowCountInputProps {
  readonly label: string;
  readonly hint?: string;
  readonly options: RepeatingGroupOptions;
  readonly name: LimitName;
  readonly validationMessage?: string;
  readonly onChange: (options: RepeatingGroupOptions) => void;
}

/** One row limit: a whole number typed in, empty for none; a computed limit is shown, not edited. */
function RowCountInput({
  label,
  hint,
  options,
  name,
  validationMessage,
  onChange,
}: RowCountInputProps) {
  const { t } = useFieldsGroupsTranslation();
  const setting = readRowCount(options[name]);
  const [text, setText] = useState(setting.kind === 'manual' ? String(setting.count) : '');
  if (setting.kind === 'computed') {
    return (
      <Field label={label} hint={hint}>
        <Text italic>{t('options.computed')}</Text>
      </Field>
    );
  }
  const parsed = manualRowCount(text);
  return (
    <Field
      label={label}
      hint={hint}
      validationMessage={
        parsed === null
          ? t('validation.wholeNumber', { max: MAX_REPEATING_GROUP_ROWS })
          : validationMessage
      }
    >
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_REPEATING_GROUP_ROWS}
        placeholder={t('options.noLimit')}
        value={text}
        onChange={(_event, data) => {
          setText(data.value);
          const next = manualRowCount(data.value);
          if (next === null) return;
          const { [name]: _previous, ...rest } = options;
          onChange(
            next === undefined ? (rest as RepeatingGroupOptions) : { ...rest, [name]: next },
          );
        }}
      />
    </Field>
  );
}

/**
 * Studio editor of a repeating group's row limits (spec 002 §3 minRowsCount, maxRowsCount): whole
 * numbers typed in, capped at 100 rows; a limit computed by another method is left as it is. The
 * row template is edited on the form grid, not here.
 * @public
 */
export function RepeatingGroupOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<RepeatingGroupOptions>) {
  const { t } = useFieldsGroupsTranslation();
  const styles = useStyles();
  const min = readRowCount(options.minRowsCount);
  const max = readRowCount(options.maxRowsCount);
  const minAboveMax = min.kind === 'manual' && max.kind === 'manual' && min.count > max.count;
  return (
    <div className={styles.root}>
      <RowCountInput
        label={t('options.minRowsCount')}
        options={options}
        name="minRowsCount"
        validationMessage={minAboveMax ? t('validation.minAboveMax') : undefined}
        onChange={onChange}
      />
      <RowCountInput
        label={t('options.maxRowsCount')}
        hint={t('options.maxRowsCountHint', { max: MAX_REPEATING_GROUP_ROWS })}
        options={options}
        name="maxRowsCount"
        onChange={onChange}
      />
    </div>
  );
}
