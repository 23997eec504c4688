import { makeStyles, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import type { NumberFieldOptions } from '../definitions/fieldsBasic.types';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';
import { AffixOptionsEditor } from './AffixOptionsEditor';
import { NumberOptionInput } from './NumberOptionInput';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Studio editor of a number field: prefix, suffix, min, max and maximum decimals. @public */
export function NumberOptionsEditor({ options, onChange }: OptionsEditorProps<NumberFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <AffixOptionsEditor options={options} onChange={onChange} />
      <NumberOptionInput
        label={t('options.min')}
        value={options.min}
        onChange={(min) => onChange({ ...options, min })}
      />
      <NumberOptionInput
        label={t('options.max')}
        value={options.max}
        onChange={(max) => onChange({ ...options, max })}
      />
      <NumberOptionInput
        label={t('options.maxDecimals')}
        value={options.maxDecimals}
        integer
        min={0}
        onChange={(maxDecimals) => onChange({ ...options, maxDecimals })}
      />
    </div>
  );
}
