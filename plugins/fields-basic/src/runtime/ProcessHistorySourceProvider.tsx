import { createContext, type ReactNode, useContext } from 'react';

/**
 * One change of a process's data, as the history shows it (spec 002 §3 Process history entry):
 * when, by whom, which field, and the presented values before and after.
 * @public
 */
export interface ProcessHistoryEntry {
  /** ISO 8601 date and time of the change. */
  readonly changeDate: string;
  /** Name of the person who made the change. */
  readonly changeAuthor: string;
  /** Name of the changed field, as the person knows it. */
  readonly fieldName: string;
  /** Presented value before the change; null when the field was empty. */
  readonly oldValue: string | null;
  /** Presented value after the change; null when the field was emptied. */
  readonly newValue: string | null;
}

/** What a process history asks its source for (spec 002 §7: filter by process and changed fields). @public */
export interface ProcessHistoryLoadParams {
  readonly processId: string;
  /** Only changes of these data fields; absent for every change. */
  readonly fieldIds?: readonly string[];
  /** Aborted when the field stops showing this history (unmounted, another process). */
  readonly signal: AbortSignal;
}

/**
 * Where process histories come from: the host's process (a new, unsaved form has none) and a
 * loader, typically a call to the process-history events list. Keep the object stable (memoise
 * it): a new object loads the history again.
 * @public
 */
export interface ProcessHistorySource {
  /** The process the form edits; null for a new form, whose history is still empty. */
  readonly processId: string | null;
  load(params: ProcessHistoryLoadParams): Promise<readonly ProcessHistoryEntry[]>;
}

const ProcessHistorySourceContext = createContext<ProcessHistorySource | null>(null);

/** Props of {@link ProcessHistorySourceProvider}. @public */
export interface ProcessHistorySourceProviderProps {
  readonly source: ProcessHistorySource;
  readonly children?: ReactNode;
}

/** Hands the form's process and the history loader to the process-history fields below. @public */
export function ProcessHistorySourceProvider({
  source,
  children,
}: ProcessHistorySourceProviderProps) {
  return (
    <ProcessHistorySourceContext.Provider value={source}>
      {children}
    </ProcessHistorySourceContext.Provider>
  );
}

/** The process-history source of the form around; null outside a provider (a preview, a story). @public */
export function useProcessHistorySource(): ProcessHistorySource | null {
  return useContext(ProcessHistorySourceContext);
}
