import { Button, Spinner } from '@fluentui/react-components';
import { fetchProcessSettings, isApiError } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { ProcessEditor } from './ProcessEditor';
import { type ProcessType, processTypes } from './processDraft';
import { processPaths } from './processPaths';

/** The process editor's page: a new process of the type asked for, or the stored one loaded first. */
export function ProcessEditorPage({ processId }: { processId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const search = new URLSearchParams(useSearch());
  const asked = search.get('type');
  const newType: ProcessType = (processTypes as readonly string[]).includes(asked ?? '')
    ? (asked as ProcessType)
    : 'options';
  const process = useAsyncResource(processId ?? '', (signal) =>
    processId === null
      ? Promise.resolve(null)
      : fetchProcessSettings(adapter, processId, { signal, skipErrorNotification: true }),
  );
  if (process.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (process.status === 'failed') {
    if (
      isApiError(process.error) &&
      (process.error.status === 404 || process.error.status === 422)
    ) {
      return (
        <PageAlert
          intent="warning"
          title={t('processes.editor.notFound')}
          action={
            <Button onClick={() => navigate(processPaths.list(basePath))}>
              {t('processes.editor.backToList')}
            </Button>
          }
        />
      );
    }
    return <RetryAlert title={t('processes.editor.loadFailed')} onRetry={process.retry} />;
  }
  return (
    <ProcessEditor
      key={processId ?? `new-${newType}`}
      initial={process.value ?? { type: newType }}
    />
  );
}
