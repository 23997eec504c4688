import { type ReactNode, useState } from 'react';
import { ChoiceSourceProvider } from './ChoiceSourceProvider';
import { createMemoryChoiceSource, type MemoryChoiceSourceInput } from './createMemoryChoiceSource';
import { EXAMPLE_CITIES, EXAMPLE_STATUSES } from './exampleChoiceRecords';

/** How long the stories' source takes to answer: long enough to see the loading state. */
const STORY_DELAY_MS = 400;

/** Props of {@link MemoryChoiceSourceProvider}. @internal */
export interface MemoryChoiceSourceProviderProps {
  readonly input?: Partial<MemoryChoiceSourceInput>;
  readonly children: ReactNode;
}

/**
 * Provides the stories with an in-memory source of the example cities and statuses, answering
 * after a short delay; a record added through "add new" is named Zakopane.
 * @internal
 */
export function MemoryChoiceSourceProvider({
  input = {},
  children,
}: MemoryChoiceSourceProviderProps) {
  const [source] = useState(() =>
    createMemoryChoiceSource({
      providers: { cities: EXAMPLE_CITIES, statuses: EXAMPLE_STATUSES },
      delayMs: STORY_DELAY_MS,
      newRecord: () => ({ name: 'Zakopane', country: 'PL' }),
      ...input,
    }),
  );
  return <ChoiceSourceProvider source={source}>{children}</ChoiceSourceProvider>;
}
