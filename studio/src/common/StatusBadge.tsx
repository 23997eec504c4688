import { Badge } from '@fluentui/react-components';
import type { RecordStatus } from '@tessera/client';

/** A record's status (spec 000 §3): active in green, anything else muted; `children` names it. */
export function StatusBadge({ status, children }: { status: RecordStatus; children: string }) {
  return (
    <Badge appearance="tint" color={status === 'active' ? 'success' : 'subtle'}>
      {children}
    </Badge>
  );
}
