import type { Registry } from '@tessera/engine';
import { createContext, type ReactNode, useContext } from 'react';

const RegistryContext = createContext<Registry | null>(null);

/** Props of {@link RegistryProvider}. @public */
export interface RegistryProviderProps {
  readonly registry: Registry;
  readonly children?: ReactNode;
}

/** Makes the app's plugin registry available to every component below. @public */
export function RegistryProvider({ registry, children }: RegistryProviderProps) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry of the nearest {@link RegistryProvider}; throws outside one. @public */
export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry() needs a <RegistryProvider> above it.');
  return registry;
}
