import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  type DataProviderItem,
  fetchDataRecord,
  isApiError,
  type RecordItem,
  saveDataRecord,
} from '@tessera/client';
import { presentRecordValue } from '@tessera/engine';
import { AppDialog } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter, notifications, reportApiError } from '../services';
import { fieldLabel } from './fieldLabel';
import { RecordValueInput } from './RecordValueInput';
import {
  fromRecordInput,
  isDialogEditable,
  type RecordInput,
  toRecordInput,
} from './recordInputValue';

export interface RecordDialogProps {
  readonly provider: DataProviderItem;
  /** The record to edit; `null` creates one. */
  readonly recordId: string | null;
  readonly onClose: () => void;
  /** After a save: the list shows the record. */
  readonly onSaved: (record: RecordItem) => void;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  computed: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, auto) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
});

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// The written value of a field: from originalData, else data (spec 002 §3: by dbFieldName).
const writtenValue = (record: RecordItem | null, dbFieldName: string) =>
  record === null ? null : (record.originalData[dbFieldName] ?? record.data[dbFieldName] ?? null);

function RecordForm({
  provider,
  record,
  onClose,
  onSaved,
}: Omit<RecordDialogProps, 'recordId'> & { record: RecordItem | null }) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const fields = provider.config.fields.filter((field) => field.status !== 'deleted');
  const editable = fields.filter(isDialogEditable);
  const shownOnly = fields.filter((field) => !isDialogEditable(field));
  const [inputs, setInputs] = useState<Record<string, RecordInput>>(() =>
    Object.fromEntries(
      editable.map((field) => [
        field.id,
        toRecordInput(field, writtenValue(record, field.dbFieldName)),
      ]),
    ),
  );
  const [updateReason, setUpdateReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found: Record<string, string> = {};
    const writes = editable.flatMap((field) => {
      const result = fromRecordInput(field, inputs[field.id] ?? '');
      if (!result.ok) {
        found[field.id] = t(`dataProviders.record.${result.problem}`);
        return [];
      }
      return [{ providerFieldId: field.id, value: result.value }];
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await saveDataRecord(
        adapter,
        provider.id,
        {
          ...(record ? { id: record.id, version: record.version } : {}),
          fields: writes,
          ...(record && updateReason.trim() !== '' ? { updateReason: updateReason.trim() } : {}),
        },
        // One key per save attempt: the server writes an attempt at most once.
        { skipErrorNotification: true, idempotencyKey: crypto.randomUUID() },
      );
      notifications.notify({ intent: 'success', title: 'notifications.success' });
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) setConflict(true);
      else {
        const entries =
          (error.body as { errors?: { path?: string; message?: string }[] } | null)?.errors ?? [];
        const server: Record<string, string> = {};
        for (const entry of entries) {
          const index = /^\/fields\/(\d+)/.exec(entry.path ?? '')?.[1];
          const field =
            index === undefined
              ? undefined
              : editable.find(
                  (candidate) => candidate.id === writes[Number(index)]?.providerFieldId,
                );
          if (field)
            server[field.id] = t('dataProviders.problems.invalid', { detail: entry.message ?? '' });
        }
        setProblems(server);
        reportApiError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="medium"
      title={record ? t('dataProviders.record.editTitle') : t('dataProviders.record.newTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('dataProviders.record.cancel')}</Button>
          <Button appearance="primary" disabled={saving} onClick={() => void save()}>
            {t('dataProviders.record.save')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {conflict && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('dataProviders.record.conflict')}</MessageBarBody>
          </MessageBar>
        )}
        {editable.map((field) => (
          <RecordValueInput
            key={field.id}
            field={field}
            value={inputs[field.id] ?? ''}
            validationMessage={problems[field.id]}
            onChange={(value) => setInputs((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
        {record && (
          <Field
            label={t('dataProviders.record.updateReason')}
            hint={t('dataProviders.record.updateReasonHint')}
          >
            <Textarea value={updateReason} onChange={(_, data) => setUpdateReason(data.value)} />
          </Field>
        )}
        {shownOnly.length > 0 && (
          <section className={styles.form}>
            <Text as="h3" weight="semibold" className={styles.heading}>
              {t('dataProviders.record.computed')}
            </Text>
            <Text size={200} className={styles.muted}>
              {t('dataProviders.record.computedHint')}
            </Text>
            <dl className={styles.computed}>
              {shownOnly.map((field) => (
                <div key={field.id} style={{ display: 'contents' }}>
                  <dt className={styles.muted}>{fieldLabel(field)}</dt>
                  <dd style={{ margin: 0 }}>
                    {record
                      ? presentRecordValue(field, record.data[field.dbFieldName], {
                          timeZone: timeZone(),
                        }) || t('dataProviders.record.empty')
                      : field.type === 'value_field'
                        ? t('dataProviders.record.notEditableHere')
                        : t('dataProviders.record.empty')}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {/* Enter in a text input saves, as in any form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </AppDialog>
  );
}

/**
 * The data-provider record create/edit dialog (spec 002 §2 shared dialogs, §3: id, fields of
 * providerFieldId and value, updateReason; values read from originalData or data by
 * dbFieldName): an input per written field, the computed values for reading, and the reason for
 * a change kept in the history.
 */
export function RecordDialog({ provider, recordId, onClose, onSaved }: RecordDialogProps) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const record = useAsyncResource(recordId ?? '', (signal) =>
    recordId === null
      ? Promise.resolve(null)
      : fetchDataRecord(adapter, provider.id, recordId, { signal, skipErrorNotification: true }),
  );
  if (record.status === 'ready') {
    return (
      <RecordForm provider={provider} record={record.value} onClose={onClose} onSaved={onSaved} />
    );
  }
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="medium"
      title={recordId ? t('dataProviders.record.editTitle') : t('dataProviders.record.newTitle')}
    >
      {record.status === 'loading' ? (
        <Spinner label={common('common.loading')} />
      ) : (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('dataProviders.record.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
    </AppDialog>
  );
}
