import { Field, makeStyles, SpinButton, Switch, tokens } from '@fluentui/react-components';
import { EditorSection } from '../common/EditorSection';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { CodeNameInput } from './CodeNameInput';
import type { ClientSettingsDraft } from './clientSettingsDraft';
import { countryName, localeName } from './codeDisplayNames';
import { clientSettingsLimits } from './validateClientSettingsDraft';

export interface ClientSettingsFieldsProps {
  readonly draft: ClientSettingsDraft;
  readonly onChange: (change: Partial<ClientSettingsDraft>) => void;
  /** The message of the problem with a setting, if any. */
  readonly problem: (setting: keyof ClientSettingsDraft) => string | undefined;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  switches: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  number: { maxWidth: '220px' },
});

/** A SpinButton's number: the one stepped to, else the one typed; `null` when it is empty. */
function spinValue(value: number | null | undefined, displayValue: string | undefined) {
  if (value !== undefined && value !== null) return value;
  const typed = Number((displayValue ?? '').replace(/\s/g, '').replace(',', '.'));
  return displayValue === undefined || displayValue.trim() === '' || Number.isNaN(typed)
    ? null
    : typed;
}

/**
 * The client's settings (spec 000 §3 Client: default country, default locale, maximum import
 * record count, notifying about new registrations; and the sign-up's approval and password
 * length), in three sections: region and language, data import, sign-up and passwords.
 */
export function ClientSettingsFields({
  draft,
  onChange,
  problem,
  disabled,
}: ClientSettingsFieldsProps) {
  const { t, i18n } = useStudioTranslation();
  const styles = useStyles();
  const language = i18n.language;
  const importLimits = clientSettingsLimits.maxImportRecordCount;
  const passwordLimits = clientSettingsLimits.minPasswordLength;
  return (
    <>
      <EditorSection
        title={t('clientSettings.region.title')}
        description={t('clientSettings.region.description')}
      >
        <div className={styles.grid}>
          <CodeNameInput
            label={t('clientSettings.region.country')}
            hint={t('clientSettings.region.countryHint')}
            placeholder={t('clientSettings.region.countryPlaceholder')}
            value={draft.defaultCountry}
            maxLength={2}
            normalize={(typed) => typed.toUpperCase()}
            nameOf={(code) => countryName(code, language)}
            onChange={(defaultCountry) => onChange({ defaultCountry })}
            validationMessage={problem('defaultCountry')}
            disabled={disabled}
          />
          <CodeNameInput
            label={t('clientSettings.region.locale')}
            hint={t('clientSettings.region.localeHint')}
            placeholder={t('clientSettings.region.localePlaceholder')}
            value={draft.defaultLocale}
            maxLength={6}
            nameOf={(code) => localeName(code, language)}
            onChange={(defaultLocale) => onChange({ defaultLocale })}
            validationMessage={problem('defaultLocale')}
            disabled={disabled}
          />
        </div>
      </EditorSection>

      <EditorSection
        title={t('clientSettings.import.title')}
        description={t('clientSettings.import.description')}
      >
        <Field
          label={t('clientSettings.import.maxRecords')}
          hint={t('clientSettings.import.maxRecordsHint', {
            min: importLimits.min,
            max: importLimits.max.toLocaleString(language),
          })}
          required
          validationMessage={problem('maxImportRecordCount')}
        >
          <SpinButton
            className={styles.number}
            min={importLimits.min}
            max={importLimits.max}
            step={100}
            value={draft.maxImportRecordCount}
            disabled={disabled}
            onChange={(_, data) =>
              onChange({ maxImportRecordCount: spinValue(data.value, data.displayValue) })
            }
          />
        </Field>
      </EditorSection>

      <EditorSection
        title={t('clientSettings.registration.title')}
        description={t('clientSettings.registration.description')}
      >
        <div className={styles.grid}>
          <div className={styles.switches}>
            <Field hint={t('clientSettings.registration.requiresApprovalHint')}>
              <Switch
                label={t('clientSettings.registration.requiresApproval')}
                checked={draft.registrationRequiresApproval}
                disabled={disabled}
                onChange={(_, data) => onChange({ registrationRequiresApproval: data.checked })}
              />
            </Field>
            <Field hint={t('clientSettings.registration.notifyHint')}>
              <Switch
                label={t('clientSettings.registration.notify')}
                checked={draft.notifyAboutNewRegistrations}
                disabled={disabled}
                onChange={(_, data) => onChange({ notifyAboutNewRegistrations: data.checked })}
              />
            </Field>
          </div>
          <Field
            label={t('clientSettings.registration.minPasswordLength')}
            hint={t('clientSettings.registration.minPasswordLengthHint', passwordLimits)}
            required
            validationMessage={problem('minPasswordLength')}
          >
            <SpinButton
              className={styles.number}
              min={passwordLimits.min}
              max={passwordLimits.max}
              value={draft.minPasswordLength}
              disabled={disabled}
              onChange={(_, data) =>
                onChange({ minPasswordLength: spinValue(data.value, data.displayValue) })
              }
            />
          </Field>
        </div>
      </EditorSection>
    </>
  );
}
