import type { ClientInfo, CurrentUser } from '@tessera/client';
import type { ClientData } from '@tessera/ui';
import { createContext, useContext } from 'react';

/** What every settings screen knows: who, which client, and the client's shell data. */
export interface StudioPage {
  readonly user: CurrentUser;
  readonly client: ClientInfo;
  /** The shell's data (configuration, version worked in); `null` while it loads. */
  readonly data: ClientData | null;
  /** Where the settings of this client start: `/{clientKey}/settings`, or `/settings` on its domain. */
  readonly basePath: string;
}

const StudioPageContext = createContext<StudioPage | null>(null);

/** Provides {@link StudioPage} to the screen inside `SettingsFrame`. */
export const StudioPageProvider = StudioPageContext.Provider;

/** The settings screen's page facts; only inside `SettingsFrame`. */
export function useStudioPage(): StudioPage {
  const page = useContext(StudioPageContext);
  if (page === null) throw new Error('useStudioPage must be used inside <SettingsFrame>');
  return page;
}
