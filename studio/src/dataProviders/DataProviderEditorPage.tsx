import { Button, Spinner } from '@fluentui/react-components';
import { fetchDataProvider, isApiError } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { DataProviderEditor } from './DataProviderEditor';

/** The provider editor's page: a new provider, or the stored one loaded first. */
export function DataProviderEditorPage({ providerId }: { providerId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const provider = useAsyncResource(providerId ?? '', (signal) =>
    providerId === null
      ? Promise.resolve(null)
      : fetchDataProvider(adapter, providerId, { signal, skipErrorNotification: true }),
  );
  if (provider.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (provider.status === 'failed') {
    if (
      isApiError(provider.error) &&
      (provider.error.status === 404 || provider.error.status === 422)
    ) {
      return (
        <PageAlert
          intent="warning"
          title={t('dataProviders.editor.notFound')}
          action={
            <Button onClick={() => navigate(dataProviderPaths.list(basePath))}>
              {t('dataProviders.editor.backToList')}
            </Button>
          }
        />
      );
    }
    return <RetryAlert title={t('dataProviders.editor.loadFailed')} onRetry={provider.retry} />;
  }
  return <DataProviderEditor initial={provider.value} />;
}
