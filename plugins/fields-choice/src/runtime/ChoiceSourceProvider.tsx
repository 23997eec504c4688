import { createContext, type ReactNode, useContext } from 'react';
import type { ChoiceSource } from './choiceSource.types';

const ChoiceSourceContext = createContext<ChoiceSource | null>(null);

/** Props of {@link ChoiceSourceProvider}. @public */
export interface ChoiceSourceProviderProps {
  readonly source: ChoiceSource;
  readonly children?: ReactNode;
}

/**
 * Gives the choice fields below it their data source. Keep `source` stable (create it once per
 * app or form): a new source starts every field's options afresh.
 * @public
 */
export function ChoiceSourceProvider({ source, children }: ChoiceSourceProviderProps) {
  return <ChoiceSourceContext.Provider value={source}>{children}</ChoiceSourceContext.Provider>;
}

/** The data source of the nearest {@link ChoiceSourceProvider}; throws outside one. @public */
export function useChoiceSource(): ChoiceSource {
  const source = useContext(ChoiceSourceContext);
  if (source === null) {
    throw new Error('useChoiceSource must be used inside a ChoiceSourceProvider.');
  }
  return source;
}
