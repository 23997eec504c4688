import {
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { DataProviderItem } from '@tessera/client';
import type { AutomaticAction, ProviderField } from '@tessera/engine';
import { fieldLabel } from '../dataProviders/fieldLabel';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import {
  type EditableActionType,
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

type Selection = 'all' | 'matching';

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
        <Dropdown
          value={t(`processes.action.types.${action.type}`)}
          selectedOptions={[action.type]}
          onOptionSelect={(_, data) =>
            onChange(withActionType(action, data.optionValue as EditableActionType))
          }
        >
          {editableActionTypes.map((type) => (
            <Option key={type} value={type}>
              {t(`processes.action.types.${type}`)}
            </Option>
          ))}
        </Dropdown>
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
          <Dropdown
            placeholder={t('processes.action.chooseProvider')}
            value={target?.name ?? targetId}
            selectedOptions={targetId ? [targetId] : []}
            onOptionSelect={(_, data) => setProvider(data.optionValue ?? '')}
          >
            {targets.map((item) => (
              <Option key={item.id} value={item.id}>
                {item.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {action.type === 'update_records' && selection === undefined && (
        <Text className={styles.muted}>{t('processes.action.complexFilter')}</Text>
      )}
      {action.type === 'update_records' && selection !== undefined && (
        <>
          <Field label={t('processes.action.selectRecords')}>
            <Dropdown
              value={t(
                selection === null
                  ? 'processes.action.selectAll'
                  : 'processes.action.selectMatching',
              )}
              selectedOptions={[selection === null ? 'all' : 'matching']}
              onOptionSelect={(_, data) => {
                const { filter: _filter, ...query } = action.selectRecordsQuery;
                const next: Selection = data.optionValue as Selection;
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
            >
              <Option value="all">{t('processes.action.selectAll')}</Option>
              <Option value="matching">{t('processes.action.selectMatching')}</Option>
            </Dropdown>
          </Field>
          {selection !== null && (
            <>
              <Field label={t('processes.action.matchField')}>
                <Dropdown
                  value={(() => {
                    const field = targetFields.find(
                      (item) => item.dbFieldName === selection.fieldName,
                    );
                    return field ? fieldLabel(field) : selection.fieldName;
                  })()}
                  selectedOptions={[selection.fieldName]}
                  onOptionSelect={(_, data) =>
                    onChange({
                      ...action,
                      selectRecordsQuery: {
                        ...action.selectRecordsQuery,
                        filter: matchingFilter({ ...selection, fieldName: data.optionValue ?? '' }),
                      },
                    })
                  }
                >
                  {targetFields.map((field) => (
                    <Option key={field.id} value={field.dbFieldName}>
                      {fieldLabel(field)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label={t('processes.action.matchValueField')}>
                <Dropdown
                  value={(() => {
                    const field = sourceFields.find((item) => item.id === selection.valueFieldId);
                    return field ? fieldLabel(field) : selection.valueFieldId;
                  })()}
                  selectedOptions={[selection.valueFieldId]}
                  onOptionSelect={(_, data) =>
                    onChange({
                      ...action,
                      selectRecordsQuery: {
                        ...action.selectRecordsQuery,
                        filter: matchingFilter({
                          ...selection,
                          valueFieldId: data.optionValue ?? '',
                        }),
                      },
                    })
                  }
                >
                  {sourceFields.map((field) => (
                    <Option key={field.id} value={field.id}>
                      {fieldLabel(field)}
                    </Option>
                  ))}
                </Dropdown>
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
