import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import type { AffixOptions } from '../definitions/fieldsBasic.types';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Studio editor of the prefix and suffix that text and number fields share. */
export function AffixOptionsEditor<TOptions extends AffixOptions>({
  options,
  onChange,
}: OptionsEditorProps<TOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Field label={t('options.prefix')}>
        <Input
          value={options.prefix}
          onChange={(_event, data) => onChange({ ...options, prefix: data.value })}
        />
      </Field>
      <Field label={t('options.suffix')}>
        <Input
          value={options.suffix}
          onChange={(_event, data) => onChange({ ...options, suffix: data.value })}
        />
      </Field>
    </div>
  );
}
