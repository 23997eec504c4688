import { Badge } from '@fluentui/react-components';
import type { RecordStatus } from '@tessera/client';

/** A record's status (user, role, document type): active in green, anything else muted. */
export function StatusBadge({ status, children }: { status: RecordStatus; children: string }) {
  return (
    <Badge appearance="tint" color={status === 'active' ? 'success' : 'subtle'}>
      {children}
    </Badge>
  );
}
