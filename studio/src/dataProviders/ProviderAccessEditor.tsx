import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { RoleRecord } from '@tessera/client';
import type { ProviderField, ProviderRoleAccess } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { fieldLabel } from './fieldLabel';
import { defaultRecordCondition, RecordConditionEditor } from './RecordConditionEditor';

export interface ProviderAccessEditorProps {
  readonly access: readonly ProviderRoleAccess[];
  readonly fields: readonly ProviderField[];
  /** The client's active roles; `null` while they load or when they could not be loaded. */
  readonly roles: readonly Pick<RoleRecord, 'id' | 'name'>[] | null;
  readonly onChange: (access: readonly ProviderRoleAccess[]) => void;
  /** The message of the problem at `access:{index}:{part}`, if any. */
  readonly problem: (location: string) => string | undefined;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  rule: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  ruleHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalS,
    paddingLeft: tokens.spacingHorizontalXXL,
  },
  matching: { paddingLeft: tokens.spacingHorizontalXXL },
  empty: { color: tokens.colorNeutralForeground2 },
  add: { alignSelf: 'flex-start' },
});

/**
 * Per-role access to a provider (spec 001 §3.3 "access can limit visible columns (all or
 * limited) and records per role"): rules naming roles, each with the columns and the records
 * their holders see. Roles come from the client's roles.
 */
export function ProviderAccessEditor({
  access,
  fields,
  roles,
  onChange,
  problem,
}: ProviderAccessEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const liveFields = fields.filter((field) => field.status !== 'deleted');
  const replace = (index: number, entry: ProviderRoleAccess) =>
    onChange(access.map((current, at) => (at === index ? entry : current)));
  const roleName = (id: string) => roles?.find((role) => role.id === id)?.name ?? id;

  return (
    <div className={styles.root}>
      {access.length === 0 && (
        <Text className={styles.empty}>{t('dataProviders.access.empty')}</Text>
      )}
      {access.map((entry, index) => {
        const number = index + 1;
        const limited = entry.columns.type === 'limited' ? entry.columns.fieldIds : null;
        const records = entry.records?.type === 'matching' ? entry.records.condition : null;
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no ids; their place is their identity.
            key={index}
            className={styles.rule}
            aria-label={t('dataProviders.access.rule', { number })}
          >
            <div className={styles.ruleHeader}>
              <Text weight="semibold">{t('dataProviders.access.rule', { number })}</Text>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('dataProviders.access.remove', { number })}
                title={t('dataProviders.access.remove', { number })}
                onClick={() => onChange(access.filter((_, at) => at !== index))}
              />
            </div>
            <Field
              label={t('dataProviders.access.roles')}
              validationMessage={
                problem(`access:${index}:roleIds`) ??
                (roles === null ? t('dataProviders.access.rolesLoadFailed') : undefined)
              }
              validationState={roles === null ? 'warning' : undefined}
              required
            >
              <Dropdown
                multiselect
                placeholder={t('dataProviders.access.rolesPlaceholder')}
                value={entry.roleIds.map(roleName).join(', ')}
                selectedOptions={[...entry.roleIds]}
                onOptionSelect={(_, data) =>
                  replace(index, { ...entry, roleIds: data.selectedOptions })
                }
              >
                {(roles ?? []).map((role) => (
                  <Option key={role.id} value={role.id}>
                    {role.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field
              label={t('dataProviders.access.columns')}
              validationMessage={problem(`access:${index}:columns`)}
            >
              <RadioGroup
                value={entry.columns.type}
                onChange={(_, data) =>
                  replace(index, {
                    ...entry,
                    columns:
                      data.value === 'all' ? { type: 'all' } : { type: 'limited', fieldIds: [] },
                  })
                }
              >
                <Radio value="all" label={t('dataProviders.access.columnsAll')} />
                <Radio value="limited" label={t('dataProviders.access.columnsLimited')} />
              </RadioGroup>
            </Field>
            {limited && (
              <div className={styles.columns}>
                {liveFields.map((field) => (
                  <Checkbox
                    key={field.id}
                    label={fieldLabel(field)}
                    checked={limited.includes(field.id)}
                    onChange={(_, data) =>
                      replace(index, {
                        ...entry,
                        columns: {
                          type: 'limited',
                          fieldIds: data.checked
                            ? liveFields
                                .filter(
                                  (candidate) =>
                                    candidate.id === field.id || limited.includes(candidate.id),
                                )
                                .map((candidate) => candidate.id)
                            : limited.filter((id) => id !== field.id),
                        },
                      })
                    }
                  />
                ))}
              </div>
            )}
            <Field label={t('dataProviders.access.records')}>
              <RadioGroup
                value={records ? 'matching' : 'all'}
                onChange={(_, data) => {
                  const { records: _records, ...rest } = entry;
                  replace(
                    index,
                    data.value === 'all'
                      ? rest
                      : {
                          ...rest,
                          records: {
                            type: 'matching',
                            condition: defaultRecordCondition(liveFields),
                          },
                        },
                  );
                }}
              >
                <Radio value="all" label={t('dataProviders.access.recordsAll')} />
                <Radio value="matching" label={t('dataProviders.access.recordsMatching')} />
              </RadioGroup>
            </Field>
            {records && (
              <div className={styles.matching}>
                <RecordConditionEditor
                  condition={records}
                  fields={liveFields}
                  validationMessage={problem(`access:${index}:records`)}
                  onChange={(condition) =>
                    replace(index, { ...entry, records: { type: 'matching', condition } })
                  }
                />
              </div>
            )}
          </section>
        );
      })}
      <Button
        className={styles.add}
        icon={<AddRegular />}
        onClick={() => onChange([...access, { roleIds: [], columns: { type: 'all' } }])}
      >
        {t('dataProviders.access.add')}
      </Button>
    </div>
  );
}
