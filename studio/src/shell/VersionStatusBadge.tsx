import { Badge } from '@fluentui/react-components';
import type { ApplicationVersionItem } from '@tessera/client';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

const colour = {
  live: 'success',
  draft: 'warning',
  previous: 'informative',
  archived: 'subtle',
} as const;

/** An application version's status (spec 001 §3.2: live, draft, previous, archived). */
export function VersionStatusBadge({
  status,
  size,
}: {
  status: ApplicationVersionItem['versionStatus'];
  size?: 'small' | 'medium';
}) {
  const { t } = useStudioTranslation();
  return (
    <Badge appearance="tint" color={colour[status]} size={size}>
      {t(`shell.version.${status}`)}
    </Badge>
  );
}
