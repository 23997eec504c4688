import { Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import type { ChoiceListFieldOptions } from '../definitions/fieldsChoice.types';
import { useFieldsChoiceTranslation } from '../runtime/useFieldsChoiceTranslation';
import { AccessPathInput } from './AccessPathInput';
import { ChoiceSourceOptionsEditor } from './ChoiceSourceOptionsEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Studio editor of a radio group or checkbox list: its source, direction and colours. @public */
export function ChoiceListOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<ChoiceListFieldOptions>) {
  const { t } = useFieldsChoiceTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ChoiceSourceOptionsEditor options={options} onChange={onChange} />
      <Field label={t('options.direction')}>
        <RadioGroup
          layout="horizontal"
          value={options.direction}
          onChange={(_event, data) =>
            onChange({
              ...options,
              direction: data.value === 'horizontal' ? 'horizontal' : 'vertical',
            })
          }
        >
          <Radio value="vertical" label={t('options.vertical')} />
          <Radio value="horizontal" label={t('options.horizontal')} />
        </RadioGroup>
      </Field>
      <AccessPathInput
        label={t('options.colorAccess')}
        access={options.colorAccess}
        optional
        onChange={(colorAccess) => onChange({ ...options, colorAccess })}
      />
    </div>
  );
}
