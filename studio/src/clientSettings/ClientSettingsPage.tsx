import { Spinner } from '@fluentui/react-components';
import { fetchClientSettings } from '@tessera/client';
import { RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter } from '../services';
import { ClientSettingsEditor } from './ClientSettingsEditor';

/** The client settings page (spec 000 §2 clientSettings): the stored settings loaded first. */
export function ClientSettingsPage() {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const stored = useAsyncResource('clientSettings', (signal) =>
    fetchClientSettings(adapter, { signal, skipErrorNotification: true }),
  );
  if (stored.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (stored.status === 'failed') {
    return <RetryAlert title={t('clientSettings.editor.loadFailed')} onRetry={stored.retry} />;
  }
  return <ClientSettingsEditor stored={stored.value} />;
}
