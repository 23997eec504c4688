import { Button, Spinner } from '@fluentui/react-components';
import { type FormDefinitionItem, fetchFormDefinition, isApiError } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { FormEditor } from './FormEditor';
import { copiedFormDraft, emptyFormDraft, formDraftOf } from './formDraft';
import { formPaths } from './formPaths';
import { useFormProviders } from './useFormProviders';

const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 422);

/** What a new form starts from: the form named by `copyFromFormId`, or `null` for none. */
async function loadCopySource(
  copyFromFormId: string | null,
  signal: AbortSignal,
): Promise<FormDefinitionItem | 'missing' | null> {
  if (copyFromFormId === null) return null;
  try {
    return await fetchFormDefinition(adapter, copyFromFormId, {
      signal,
      skipErrorNotification: true,
    });
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

/**
 * The form editor's page (spec 000 §2: forms — new with optional `copyFromFormId` and
 * `providerId`; {id}/edit): the stored form, or the form to copy, loaded first, with the
 * version's data providers.
 */
export function FormEditorPage({ formId }: { formId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const query = new URLSearchParams(useSearch());
  const copyFromFormId = formId === null ? query.get('copyFromFormId') : null;
  const providerId = query.get('providerId');
  const providers = useFormProviders();
  const form = useAsyncResource(formId ?? `new:${copyFromFormId ?? ''}`, (signal) =>
    formId === null
      ? loadCopySource(copyFromFormId, signal)
      : fetchFormDefinition(adapter, formId, { signal, skipErrorNotification: true }),
  );

  if (form.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (form.status === 'failed') {
    if (isMissing(form.error)) {
      return (
        <PageAlert
          intent="warning"
          title={t('forms.editor.notFound')}
          action={
            <Button onClick={() => navigate(formPaths.list(basePath))}>
              {t('forms.editor.backToList')}
            </Button>
          }
        />
      );
    }
    return <RetryAlert title={t('forms.editor.loadFailed')} onRetry={form.retry} />;
  }
  const loaded = form.value;
  if (formId !== null && loaded !== null && loaded !== 'missing') {
    return (
      <FormEditor
        key={loaded.id}
        initial={formDraftOf(loaded)}
        stored={loaded}
        providers={providers}
      />
    );
  }
  const copy = loaded !== null && loaded !== 'missing' ? loaded : null;
  const initial = copy
    ? copiedFormDraft(copy, t('forms.editor.copyName', { name: copy.name }))
    : emptyFormDraft(providerId);
  return (
    <FormEditor
      key={`new:${copyFromFormId ?? ''}:${providerId ?? ''}`}
      initial={initial}
      stored={null}
      providers={providers}
      {...(loaded === 'missing' ? { notice: t('forms.editor.copySourceMissing') } : {})}
    />
  );
}
