import { Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import type { DataProviderItem } from '@tessera/client';
import type { ProviderField } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { ProviderValueType } from './bindableValueTypes';

const none = '';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3 } });

/** A provider field's name as designers know it. */
export const providerFieldName = (field: Pick<ProviderField, 'name' | 'dbFieldName'>) =>
  field.name?.trim() || field.dbFieldName;

export interface FieldBindingPickerProps {
  /** The form's provider; `null` when the form is bound to none (or it is not loaded yet). */
  readonly provider: Pick<DataProviderItem, 'config'> | null;
  /** The provider field the form field is bound to. */
  readonly value: string | null;
  /** The value types the form field can be bound to; none: the field holds no value. */
  readonly valueTypes: readonly ProviderValueType[];
  readonly onChange: (providerFieldId: string | null) => void;
  readonly problem?: string | undefined;
}

/**
 * Which provider field a form field fills (spec 002 §3 binding: form field id → provider field
 * id), among the provider's active fields of a compatible value type. A binding to a field that
 * is not offered (another type, since removed) stays shown until it is changed.
 */
export function FieldBindingPicker({
  provider,
  value,
  valueTypes,
  onChange,
  problem,
}: FieldBindingPickerProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  if (valueTypes.length === 0) {
    return <Text className={styles.muted}>{t('forms.panel.bindingNotBindable')}</Text>;
  }
  if (provider === null) {
    return <Text className={styles.muted}>{t('forms.panel.bindingNoProvider')}</Text>;
  }
  const fields = provider.config.fields;
  const offered = fields.filter(
    (field) =>
      (field.status === 'active' && valueTypes.includes(field.fieldValue.type)) ||
      field.id === value,
  );
  const current = fields.find((field) => field.id === value);
  return (
    <Field
      label={t('forms.panel.bindingField')}
      hint={t('forms.panel.bindingHint')}
      validationMessage={problem}
    >
      <Dropdown
        value={current ? providerFieldName(current) : (value ?? t('forms.panel.bindingNone'))}
        selectedOptions={[value ?? none]}
        onOptionSelect={(_, data) => onChange(data.optionValue ? data.optionValue : null)}
      >
        <Option value={none}>{t('forms.panel.bindingNone')}</Option>
        {offered.map((field) => (
          <Option key={field.id} value={field.id}>
            {providerFieldName(field)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
