import { Button, Spinner } from '@fluentui/react-components';
import type { ClientItem } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { useStudioPage } from '../shell/StudioPageContext';
import { ClientEditor } from './ClientEditor';
import { clientPaths } from './clientPaths';
import { findClientById } from './useClientEditor';

/** Marks a client id that does not exist, or was deleted. */
class ClientNotFound extends Error {}

/** The client form's page: a new client, or the stored one loaded first (`GET clients` by id). */
export function ClientEditorPage({ clientId }: { clientId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const client = useAsyncResource<ClientItem | null>(clientId ?? '', async (signal) => {
    if (clientId === null) return null;
    const found = await findClientById(clientId, signal);
    if (found === undefined || found.status === 'deleted') throw new ClientNotFound();
    return found;
  });
  if (client.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (client.status === 'failed') {
    if (client.error instanceof ClientNotFound) {
      return (
        <PageAlert
          intent="warning"
          title={t('clients.editor.notFound')}
          action={
            <Button onClick={() => navigate(clientPaths.list(basePath))}>
              {t('clients.editor.backToList')}
            </Button>
          }
        />
      );
    }
    return <RetryAlert title={t('clients.editor.loadFailed')} onRetry={client.retry} />;
  }
  return <ClientEditor initial={client.value} />;
}
