import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { FieldValueAssignment, ProviderField } from '@tessera/engine';
import { ComputedMethodEditor } from '../dataProviders/ComputedMethodEditor';
import { defaultMethod } from '../dataProviders/computedMethod';
import { fieldLabel } from '../dataProviders/fieldLabel';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { removeAt, replaceAt } from './processDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
  add: { alignSelf: 'flex-start' },
});

export interface FieldAssignmentsEditorProps {
  readonly assignments: readonly FieldValueAssignment[];
  readonly onChange: (assignments: FieldValueAssignment[]) => void;
  /** The fields written: the changed or created record's. */
  readonly targetFields: readonly ProviderField[];
  /** The fields values are computed from: the process record's. */
  readonly sourceFields: readonly ProviderField[];
  /** The message at `{index}/providerFieldId` or `{index}/value`. */
  readonly problem: (pointer: string) => string | undefined;
}

/**
 * The values an automatic action writes (spec 001 §3.15 `fieldValues`): per target field, a
 * value-obtaining method — a constant, a field of the process record, a session value, a text
 * template or an expression (the provider editor's method editor, reused).
 */
export function FieldAssignmentsEditor({
  assignments,
  onChange,
  targetFields,
  sourceFields,
  problem,
}: FieldAssignmentsEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {assignments.length === 0 && (
        <Text className={styles.muted}>{t('processes.action.noAssignments')}</Text>
      )}
      {assignments.map((assignment, index) => {
        const target = targetFields.find((field) => field.id === assignment.providerFieldId);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: assignments have no ids; place names them.
          <div key={index} className={styles.item}>
            <div className={styles.fields}>
              <Field
                label={t('processes.action.targetField')}
                validationMessage={problem(`/${index}/providerFieldId`)}
                required
              >
                <Dropdown
                  placeholder={t('processes.action.chooseField')}
                  value={target ? fieldLabel(target) : assignment.providerFieldId}
                  selectedOptions={assignment.providerFieldId ? [assignment.providerFieldId] : []}
                  onOptionSelect={(_, data) =>
                    onChange(
                      replaceAt(assignments, index, {
                        ...assignment,
                        providerFieldId: data.optionValue ?? '',
                      }),
                    )
                  }
                >
                  {targetFields.map((field) => (
                    <Option key={field.id} value={field.id}>
                      {fieldLabel(field)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <ComputedMethodEditor
                method={assignment.value}
                fields={sourceFields}
                validationMessage={problem(`/${index}/value`)}
                onChange={(value) =>
                  onChange(replaceAt(assignments, index, { ...assignment, value }))
                }
              />
            </div>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('processes.action.removeAssignment')}
              title={t('processes.action.removeAssignment')}
              onClick={() => onChange(removeAt(assignments, index))}
            />
          </div>
        );
      })}
      <Button
        className={styles.add}
        size="small"
        icon={<AddRegular />}
        onClick={() =>
          onChange([
            ...assignments,
            { providerFieldId: targetFields[0]?.id ?? '', value: defaultMethod('manual') },
          ])
        }
      >
        {t('processes.action.addAssignment')}
      </Button>
    </div>
  );
}
