import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { FieldValueAssignment, ProviderField } from '@tessera/engine';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { ProviderFieldDropdown } from '../common/ProviderFieldDropdown';
import { ComputedMethodEditor } from '../dataProviders/ComputedMethodEditor';
import { defaultMethod } from '../dataProviders/computedMethod';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { removeAt, replaceAt } from './processDraft';

const useStyles = makeStyles({
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
    <ItemListEditor
      compact
      count={assignments.length}
      emptyText={t('processes.action.noAssignments')}
      addLabel={t('processes.action.addAssignment')}
      onAdd={() =>
        onChange([
          ...assignments,
          { providerFieldId: targetFields[0]?.id ?? '', value: defaultMethod('manual') },
        ])
      }
    >
      {assignments.map((assignment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: assignments have no ids; place names them.
        <div key={index} className={styles.item}>
          <div className={styles.fields}>
            <Field
              label={t('processes.action.targetField')}
              validationMessage={problem(`/${index}/providerFieldId`)}
              required
            >
              <ProviderFieldDropdown
                placeholder={t('processes.action.chooseField')}
                fields={targetFields}
                value={assignment.providerFieldId}
                onChange={(providerFieldId) =>
                  onChange(replaceAt(assignments, index, { ...assignment, providerFieldId }))
                }
              />
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
          <IconActionButton
            icon={<DeleteRegular />}
            label={t('processes.action.removeAssignment')}
            onClick={() => onChange(removeAt(assignments, index))}
          />
        </div>
      ))}
    </ItemListEditor>
  );
}
