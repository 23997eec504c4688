import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import type { ListSelectFieldOptions } from '../definitions/fieldsChoice.types';
import { useFieldsChoiceTranslation } from '../runtime/useFieldsChoiceTranslation';
import { ChoiceSourceOptionsEditor } from './ChoiceSourceOptionsEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The ids of a comma-separated text, each once. */
const parseIds = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
];

/**
 * Studio editor of a list select: its source, multiple choice, and adding new records with the
 * fields their form asks for.
 * @public
 */
export function ListSelectOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<ListSelectFieldOptions>) {
  const { t } = useFieldsChoiceTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ChoiceSourceOptionsEditor options={options} onChange={onChange} />
      <Switch
        label={t('options.allowMultipleChoice')}
        checked={options.allowMultipleChoice}
        onChange={(_event, data) => onChange({ ...options, allowMultipleChoice: data.checked })}
      />
      <Switch
        label={t('options.allowAddingNewRecords')}
        checked={options.allowAddingNewRecords}
        onChange={(_event, data) => onChange({ ...options, allowAddingNewRecords: data.checked })}
      />
      {options.allowAddingNewRecords ? (
        <Field label={t('options.newRecordFormFields')} hint={t('options.newRecordFormFieldsHint')}>
          <Input
            defaultValue={options.newRecordFormFields.join(', ')}
            onChange={(_event, data) =>
              onChange({ ...options, newRecordFormFields: parseIds(data.value) })
            }
          />
        </Field>
      ) : null}
    </div>
  );
}
