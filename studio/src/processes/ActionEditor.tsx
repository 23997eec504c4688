import {
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { DataProviderItem } from '@tessera/client';
import type { AutomaticAction, ProviderField } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { ProviderFieldDropdown } from '../common/ProviderFieldDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import {
  editableActionTypes,
  isEditableAction,
  matchingFilter,
  matchingSelectionOf,
  withActionType,
} from './automaticActionDraft';
import { FieldAssignmentsEditor } from './FieldAssignmentsEditor';
import { liveFields } from './processFields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export interface ActionEditorProps {
  readonly action: AutomaticAction;
  readonly onChange: (action: AutomaticAction) => void;
  /** The process provider's fields (the current record). */
  readonly processFields: readonly ProviderField[];
  /** Providers a record action may create or change records of. */
  readonly providers: readonly DataProviderItem[];
  /** The message at a pointer inside the action (`/dataProviderId`, `/fieldValues/0/value`). */
  readonly problem: (pointer: string) => string | undefined;
}

/**
 * An automatic-action cell's action (spec 001 §3.15): change the current record, create a record
 * of a provider, or change the records of a provider (all, or those whose field equals a field
 * of the current record), each with the field values it writes. Other action types are kept.
 */
export function ActionEditor({
  action,
  onChange,
  processFields,
  providers,
  problem,
}: ActionEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  if (!isEditableAction(action)) {
    return (
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{t('processes.action.other', { type: action.type })}</MessageBarBody>
      </MessageBar>
    );
  }
  const targets = providers.filter((item) => item.type === 'manual' || item.type === 'process');
  const targetId =
    action.type === 'create_record'
      ? action.dataProviderId
      : action.type === 'update_records'
        ? action.selectRecordsQuery.fromProviderId
        : undefined;
  const target = targets.find((item) => item.id === targetId);
  const sourceFields = liveFields(processFields);
  const targetFields =
    action.type === 'update_current_record'
      ? sourceFields
      : liveFields(target?.config.fields ?? []);
  const selection =
    action.type === 'update_records' ? matchingSelectionOf(action.selectRecordsQuery.filter) : null;
  const setProvider = (providerId: string) => {
    if (action.type === 'create_record')
      onChange({ ...action, dataProviderId: providerId, fieldValues: [] });
    if (action.type === 'update_records')
      onChange({ ...action, selectRecordsQuery: { fromProviderId: providerId }, fieldValues: [] });
  };

  return (
    <div className={styles.root}>
      <Field label={t('processes.action.type')}>
        <ChoiceDropdown
          choices={choicesOf(editableActionTypes, (type) => t(`processes.action.types.${type}`))}
          value={action.type}
          onChange={(type) => onChange(withActionType(action, type))}
        />
      </Field>
      {targetId !== undefined && (
        <Field
          label={t('processes.action.targetProvider')}
          validationMessage={problem(
            action.type === 'create_record'
              ? '/dataProviderId'
              : '/selectRecordsQuery/fromProviderId',
          )}
          required
        >
          <ChoiceDropdown
            placeholder={t('processes.action.chooseProvider')}
            choices={targets.map((item) => ({ value: item.id, text: item.name }))}
            value={targetId}
            onChange={setProvider}
          />
        </Field>
      )}
      {action.type === 'update_records' && selection === undefined && (
        <Text className={styles.muted}>{t('processes.action.complexFilter')}</Text>
      )}
      {action.type === 'update_records' && selection !== undefined && (
        <>
          <Field label={t('processes.action.selectRecords')}>
            <ChoiceDropdown
              choices={choicesOf(['all', 'matching'] as const, (option) =>
                t(
                  option === 'all'
                    ? 'processes.action.selectAll'
                    : 'processes.action.selectMatching',
                ),
              )}
              value={selection === null ? 'all' : 'matching'}
              onChange={(next) => {
                const { filter: _filter, ...query } = action.selectRecordsQuery;
                onChange({
                  ...action,
                  selectRecordsQuery:
                    next === 'all'
                      ? query
                      : {
                          ...query,
                          filter: matchingFilter({
                            fieldName: targetFields[0]?.dbFieldName ?? '',
                            valueFieldId: sourceFields[0]?.id ?? '',
                          }),
                        },
                });
              }}
            />
          </Field>
          {selection !== null && (
            <>
              <Field label={t('processes.action.matchField')}>
                <ProviderFieldDropdown
                  fields={targetFields}
                  by="dbFieldName"
                  value={selection.fieldName}
                  onChange={(fieldName) =>
                    onChange({
                      ...action,
                      selectRecordsQuery: {
                        ...action.selectRecordsQuery,
                        filter: matchingFilter({ ...selection, fieldName }),
                      },
                    })
                  }
                />
              </Field>
              <Field label={t('processes.action.matchValueField')}>
                <ProviderFieldDropdown
                  fields={sourceFields}
                  value={selection.valueFieldId}
                  onChange={(valueFieldId) =>
                    onChange({
                      ...action,
                      selectRecordsQuery: {
                        ...action.selectRecordsQuery,
                        filter: matchingFilter({ ...selection, valueFieldId }),
                      },
                    })
                  }
                />
              </Field>
            </>
          )}
        </>
      )}
      <div className={styles.part}>
        <Text weight="semibold">{t('processes.action.assignments')}</Text>
        <Text size={200} className={styles.muted}>
          {t('processes.action.assignmentsHint')}
        </Text>
        <FieldAssignmentsEditor
          assignments={action.fieldValues}
          onChange={(fieldValues) => onChange({ ...action, fieldValues })}
          targetFields={targetFields}
          sourceFields={sourceFields}
          problem={(pointer) => problem(`/fieldValues${pointer}`)}
        />
      </div>
    </div>
  );
}
