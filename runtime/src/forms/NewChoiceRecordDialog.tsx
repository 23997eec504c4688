import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  classifyApiError,
  type HttpAdapter,
  type RecordFieldWrite,
  saveDataRecord,
} from '@tessera/client';
import type { AddChoiceRecordRequest, ChoiceItem } from '@tessera/fields-choice/runtime';
import { choiceItemOfRecord } from '@tessera/fields-choice/runtime';
import type { FieldRenderer } from '@tessera/react';
import { AppDialog, createProblemTranslator, fieldTypeNamespaces } from '@tessera/ui';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { registry, renderers } from '../plugins';
import { createIdempotencyKeys } from './createIdempotencyKeys';
import { describeNewRecordFields, type NewRecordField } from './describeNewRecordFields';
import { readNewRecordProblems } from './readNewRecordProblems';
import { useProviderDescription } from './useProviderDescription';
import {
  type NewRecordProblems,
  type NewRecordValues,
  newRecordValueOf,
  validateNewRecord,
} from './validateNewRecord';

/** Props of {@link NewChoiceRecordDialog}. */
export interface NewChoiceRecordDialogProps {
  readonly open: boolean;
  /** What the list select asks for: the provider, the fields to fill, how to read the option. */
  readonly request: AddChoiceRecordRequest;
  readonly adapter: HttpAdapter;
  /** Failures the dialog does not show itself (401: the app logs out). */
  readonly reportError: (error: unknown) => void;
  /** The created record as an option, or `null` when the person leaves without one. */
  readonly onClose: (item: ChoiceItem | null) => void;
}

type MessageKey =
  | 'invalid'
  | 'refused'
  | 'forbidden'
  | 'network'
  | 'failed'
  | 'notSelectable'
  | 'providerUnavailable'
  | 'noFields';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalXS,
  },
  loading: { padding: `${tokens.spacingVerticalXL} 0` },
});

/** Text a failed save shows in the dialog, by what went wrong. */
function failureMessage(error: unknown): MessageKey {
  switch (classifyApiError(error)) {
    case 'forbidden':
      return 'forbidden';
    case 'network':
    case 'timeout':
      return 'network';
    case 'invalidForm':
      return 'refused';
    default:
      return 'failed';
  }
}

/**
 * The list select's new-record form (spec 002 §3 `allowAddingNewRecords`, `newRecordFormFields`;
 * §4 "adding a new record through the form in a list select selects it"): the provider's fields
 * the list asks for, each with the input of its value type — the form's own text, number, date,
 * date-time, time-interval and checkbox inputs. 'Dodaj' checks them as a form does (the field the
 * option is shown by is required), then creates the record with `PUT dataRecords/{providerId}/record`
 * and answers it as an option; problems the server finds show on their fields, other failures as
 * a message, and what was typed stays. 'Anuluj', Escape and the close button answer `null`.
 */
export function NewChoiceRecordDialog({
  open,
  request,
  adapter,
  reportError,
  onClose,
}: NewChoiceRecordDialogProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const formId = useId();
  const description = useProviderDescription(adapter, request.fromProviderId, reportError);
  const [values, setValues] = useState<NewRecordValues>({});
  const [problems, setProblems] = useState<NewRecordProblems>({});
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [saving, setSaving] = useState(false);
  // Created, but it cannot be an option of this list: only closing is left.
  const [done, setDone] = useState(false);
  const [idempotencyKeys] = useState(() => createIdempotencyKeys());
  const saveController = useRef<AbortController | null>(null);

  const translate = useMemo(
    () => createProblemTranslator(i18n, fieldTypeNamespaces(registry)),
    [i18n],
  );
  const provider = description.status === 'ready' ? description.provider : null;
  const { fields, skipped } = useMemo(
    () =>
      provider === null
        ? { fields: [], skipped: [] }
        : describeNewRecordFields(provider, request.fields, request, registry),
    [provider, request],
  );

  const inputId = (index: number) => `${formId}-field-${index}`;
  const focusFirstProblem = (found: NewRecordProblems) => {
    const index = fields.findIndex((field) => found[field.providerFieldId] !== undefined);
    if (index >= 0) document.getElementById(inputId(index))?.focus();
  };

  const close = (item: ChoiceItem | null) => {
    saveController.current?.abort();
    onClose(item);
  };

  const change = (field: NewRecordField, value: unknown) => {
    setValues((current) => ({ ...current, [field.providerFieldId]: value }));
    setProblems((current) => {
      if (current[field.providerFieldId] === undefined) return current;
      const { [field.providerFieldId]: _changed, ...others } = current;
      return others;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || done || fields.length === 0) return;
    const found = validateNewRecord(fields, values);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      setMessage('invalid');
      focusFirstProblem(found);
      return;
    }
    const writes: RecordFieldWrite[] = fields.map((field) => {
      const value = newRecordValueOf(field, values);
      return {
        providerFieldId: field.providerFieldId,
        value: field.definition.isEmpty(value) ? null : value,
      };
    });
    const controller = new AbortController();
    saveController.current = controller;
    setSaving(true);
    setMessage(null);
    try {
      const record = await saveDataRecord(
        adapter,
        request.fromProviderId,
        { fields: writes },
        {
          idempotencyKey: idempotencyKeys.keyFor(writes),
          signal: controller.signal,
          skipErrorNotification: true,
        },
      );
      idempotencyKeys.settle();
      if (controller.signal.aborted) return;
      const item = choiceItemOfRecord(record, request);
      if (item !== null) {
        onClose(item);
        return;
      }
      setDone(true);
      setMessage('notSelectable');
    } catch (error) {
      if (controller.signal.aborted) return;
      const kind = classifyApiError(error);
      // Without an answer the server may have saved it: a retry of the same values reuses the key.
      if (kind !== 'network' && kind !== 'timeout') idempotencyKeys.settle();
      if (kind === 'unauthorized') {
        reportError(error);
        onClose(null);
        return;
      }
      const read = readNewRecordProblems(error, writes);
      const placed = read !== null && Object.keys(read.problems).length > 0;
      // Rendered enabled, with the problems, before the first of them takes the focus.
      flushSync(() => {
        setSaving(false);
        if (placed) setProblems(read.problems);
        setMessage(placed && !read.unplaced ? 'invalid' : failureMessage(error));
      });
      if (placed) focusFirstProblem(read.problems);
    } finally {
      if (saveController.current === controller) saveController.current = null;
      setSaving(false);
    }
  };

  // 'Correct the marked fields' goes once nothing is marked any more.
  const stillInvalid = message !== 'invalid' || Object.keys(problems).length > 0;
  const shownMessage: MessageKey | null =
    (stillInvalid ? message : null) ??
    (description.status === 'missing'
      ? 'providerUnavailable'
      : provider !== null && fields.length === 0
        ? 'noFields'
        : null);
  const canSave = provider !== null && fields.length > 0 && !done;

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close(null);
      }}
      title={
        provider === null
          ? t('forms.newRecord.title')
          : t('forms.newRecord.titleOf', { provider: provider.name })
      }
      actions={
        <>
          <Button appearance="secondary" onClick={() => close(null)}>
            {done ? t('forms.newRecord.close') : t('forms.newRecord.cancel')}
          </Button>
          {canSave ? (
            <Button
              appearance="primary"
              type="submit"
              form={formId}
              disabled={saving}
              aria-busy={saving}
              icon={saving ? <Spinner size="tiny" /> : undefined}
            >
              {saving ? t('forms.newRecord.saving') : t('forms.newRecord.save')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.content}>
        {description.status === 'loading' ? (
          <Spinner className={styles.loading} label={t('forms.newRecord.loading')} />
        ) : null}
        {description.status === 'failed' ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('forms.newRecord.loadFailed')}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={description.retry}>
                {t('common.retry')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {shownMessage !== null ? (
          <MessageBar intent={shownMessage === 'notSelectable' ? 'warning' : 'error'}>
            <MessageBarBody>{t(`forms.newRecord.${shownMessage}`)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {skipped.length > 0 ? (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('forms.newRecord.skippedFields', { fields: skipped.join(', ') })}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {fields.length > 0 ? (
          <form id={formId} className={styles.content} noValidate onSubmit={save}>
            {fields.map((field, index) => {
              const Input = renderers[field.inputType] as FieldRenderer | undefined;
              if (Input === undefined) return null;
              const problem = problems[field.providerFieldId];
              return (
                <Input
                  key={field.providerFieldId}
                  id={inputId(index)}
                  label={field.label}
                  options={field.options}
                  value={newRecordValueOf(field, values)}
                  onChange={(value) => change(field, value)}
                  disabled={saving || done}
                  required={field.required}
                  {...(problem === undefined
                    ? {}
                    : { errorText: translate(problem, field.inputType) })}
                />
              );
            })}
          </form>
        ) : null}
      </div>
    </AppDialog>
  );
}
