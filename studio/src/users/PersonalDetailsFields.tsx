import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { PersonalDetailField, UserDraft } from './userDraft';

/** The personal details in groups, in the spec's order within each (spec 000 §3). */
const groups = [
  { key: 'name', fields: ['name', 'surname'] },
  { key: 'contact', fields: ['cellphone', 'landline', 'phone'] },
  { key: 'address', fields: ['street', 'postalCode', 'city'] },
  { key: 'work', fields: ['department', 'jobPosition'] },
  { key: 'tags', fields: ['tag1', 'tag2', 'tag3'] },
] as const satisfies readonly { key: string; fields: readonly PersonalDetailField[] }[];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: { color: tokens.colorNeutralForeground2 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

export interface PersonalDetailsFieldsProps {
  readonly details: UserDraft['personalDetails'];
  readonly onChange: (field: PersonalDetailField, value: string) => void;
  /** The message of a problem with a detail, if any. */
  readonly problem: (field: PersonalDetailField) => string | undefined;
  readonly disabled?: boolean;
}

/** A user's personal details (spec 000 §3), grouped: name, contact, address, work, tags. */
export function PersonalDetailsFields({
  details,
  onChange,
  problem,
  disabled,
}: PersonalDetailsFieldsProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {groups.map((group) => (
        <div key={group.key} className={styles.group}>
          {group.key !== 'name' && (
            <Text as="h3" size={300} weight="semibold" className={styles.groupTitle}>
              {t(`users.editor.${group.key}`)}
            </Text>
          )}
          <div className={styles.fields}>
            {group.fields.map((field) => (
              <Field
                key={field}
                label={t(`users.details.${field}`)}
                required={field === 'name'}
                validationMessage={problem(field)}
              >
                <Input
                  value={details[field]}
                  maxLength={200}
                  disabled={disabled}
                  // Another person's details: the browser must not offer the admin's own.
                  autoComplete="off"
                  onChange={(_, data) => onChange(field, data.value)}
                />
              </Field>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
