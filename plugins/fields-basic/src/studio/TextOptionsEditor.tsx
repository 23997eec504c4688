import { Field, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import type { TextFieldOptions } from '../definitions/fieldsBasic.types';
import { TEXT_MAX_LENGTH } from '../definitions/textFieldType';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';
import { AffixOptionsEditor } from './AffixOptionsEditor';
import { NumberOptionInput } from './NumberOptionInput';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Studio editor of a text field: prefix, suffix, maximum length (empty goes back to 200), minimum
 * length and the name-token check.
 * @public
 */
export function TextOptionsEditor({ options, onChange }: OptionsEditorProps<TextFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <AffixOptionsEditor options={options} onChange={onChange} />
      <NumberOptionInput
        label={t('options.maxLength')}
        value={options.maxLength ?? TEXT_MAX_LENGTH}
        integer
        min={1}
        onChange={(maxLength) => onChange({ ...options, maxLength: maxLength ?? TEXT_MAX_LENGTH })}
      />
      <NumberOptionInput
        label={t('options.minLength')}
        value={options.minLength ?? null}
        integer
        min={0}
        onChange={(minLength) => onChange({ ...options, minLength })}
      />
      <Field>
        <Switch
          label={t('options.nameToken')}
          checked={options.nameToken === true}
          onChange={(_event, data) => onChange({ ...options, nameToken: data.checked })}
        />
      </Field>
    </div>
  );
}
