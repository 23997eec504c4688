import { settingsPath } from '@tessera/client';
import { NotFound } from '@tessera/ui';
import { useLocation } from 'wouter';
import { SettingsFrame } from '../shell/SettingsFrame';

/** A settings path with no screen (yet): page not found, inside the settings shell. */
export function SettingsNotFoundPage({ clientKey }: { clientKey: string | null }) {
  const [, navigate] = useLocation();
  return (
    <SettingsFrame clientKey={clientKey}>
      {(client) => (
        <NotFound
          startHref={clientKey === null ? '/settings' : settingsPath(client.key)}
          onNavigate={navigate}
        />
      )}
    </SettingsFrame>
  );
}
