import type { ClientScript, CurrentUser } from '@tessera/client';
import { useEffect } from 'react';
import { injectClientScripts } from './injectClientScripts';

// Once per page load: a script stays in the page after its client's pages are left.
const injected = new Set<string>();

export interface ClientScriptsProps {
  scripts: readonly ClientScript[];
  user: Pick<CurrentUser, 'type'>;
}

/**
 * Injects the client's scripts into the page body (spec 000 §2), never in a super admin's
 * session: a client's script must not run with their rights. The studio never mounts this.
 */
export function ClientScripts({ scripts, user }: ClientScriptsProps) {
  const allowed = user.type !== 'super_admin';
  useEffect(() => {
    if (allowed) injectClientScripts(scripts, document, injected);
  }, [scripts, allowed]);
  return null;
}
