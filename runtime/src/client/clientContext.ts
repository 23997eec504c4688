import type { ClientDataState, ClientInfoState } from '@tessera/ui';
import { createContext, useContext } from 'react';

/** The client of the page, as the frame loaded it for the logged-in user. */
export interface ClientContextValue {
  clientKey: string;
  client: ClientInfoState;
  data: ClientDataState;
}

/** @internal */
export const ClientContext = createContext<ClientContextValue | null>(null);

/** The page's client; `null` outside a client's pages or before the user is known. */
export function useClientContext(): ClientContextValue | null {
  return useContext(ClientContext);
}
