import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import type { ChoiceSourceOptions } from '../definitions/fieldsChoice.types';
import { useFieldsChoiceTranslation } from '../runtime/useFieldsChoiceTranslation';
import { AccessPathInput } from './AccessPathInput';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Studio editor of what every choice field shares: the data provider and the record fields of
 * the stored value and the shown text. The query's filter and sorting are kept as they are.
 * @public
 */
export function ChoiceSourceOptionsEditor<TOptions extends ChoiceSourceOptions>({
  options,
  onChange,
}: OptionsEditorProps<TOptions>) {
  const { t } = useFieldsChoiceTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Field label={t('options.fromProviderId')} hint={t('options.fromProviderIdHint')}>
        <Input
          value={options.query?.fromProviderId ?? ''}
          onChange={(_event, data) => {
            const fromProviderId = data.value.trim();
            onChange({
              ...options,
              query: fromProviderId === '' ? null : { ...options.query, fromProviderId },
            });
          }}
        />
      </Field>
      <AccessPathInput
        label={t('options.valueAccess')}
        access={options.valueAccess}
        onChange={(access) => {
          if (access) onChange({ ...options, valueAccess: access });
        }}
      />
      <AccessPathInput
        label={t('options.presentValueAccess')}
        access={options.presentValueAccess}
        onChange={(access) => {
          if (access) onChange({ ...options, presentValueAccess: access });
        }}
      />
    </div>
  );
}
