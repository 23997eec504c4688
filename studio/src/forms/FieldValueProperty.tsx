import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { FormField, MethodDefinition } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { MethodEditor } from '../methods/MethodEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface FieldValuePropertyProps {
  readonly field: Pick<FormField, 'defaultValue' | 'ignoreSavedValue'>;
  readonly onDefaultValue: (method: MethodDefinition | undefined) => void;
  readonly onIgnoreSavedValue: (ignore: boolean) => void;
  readonly problem?: string | undefined;
}

/**
 * A field's default value (spec 002 §3, §4): a method — a constant, a computed expression, a
 * conditional value... — applied while the field has no saved value and followed while the
 * person has not changed it; optionally the default even over a saved value.
 */
export function FieldValueProperty({
  field,
  onDefaultValue,
  onIgnoreSavedValue,
  problem,
}: FieldValuePropertyProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MethodEditor
        optional
        label={t('forms.panel.defaultValue')}
        method={field.defaultValue}
        onChange={onDefaultValue}
        problem={problem}
      />
      {field.defaultValue !== undefined && (
        <Checkbox
          label={t('forms.panel.ignoreSavedValue')}
          checked={field.ignoreSavedValue === true}
          onChange={(_, data) => onIgnoreSavedValue(data.checked === true)}
        />
      )}
    </div>
  );
}
