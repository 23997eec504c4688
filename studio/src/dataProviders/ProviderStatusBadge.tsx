import { Badge } from '@fluentui/react-components';
import type { RecordStatus } from '@tessera/client';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

/** A provider's status: active in green, anything else muted. */
export function ProviderStatusBadge({ status }: { status: RecordStatus }) {
  const { t } = useStudioTranslation();
  return (
    <Badge appearance="tint" color={status === 'active' ? 'success' : 'subtle'}>
      {t(`dataProviders.status.${status}`)}
    </Badge>
  );
}
