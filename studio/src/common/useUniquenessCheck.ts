import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec 002 §9: uniqueness is checked 300 ms after typing pauses. */
export const uniquenessDelayMs = 300;

/** What the check knows about the value: nothing to check, asking, free, or taken. */
export type Uniqueness = 'idle' | 'checking' | 'free' | 'taken';

/**
 * Asks whether a value (a name, an e-mail) is already used by another record (spec 001 §5.4,
 * spec 001 §5.1 `unique`: an empty value passes), once typing pauses. A failed check says
 * nothing (`idle`): the server checks again on save. `exists` is read at the time of each check,
 * so it may be a fresh closure every render.
 */
export function useUniquenessCheck(
  value: string,
  exists: (value: string, signal: AbortSignal) => Promise<boolean>,
  { skip = false }: { readonly skip?: boolean } = {},
): Uniqueness {
  const trimmed = value.trim();
  const settled = useDebouncedValue(trimmed, uniquenessDelayMs);
  const [answer, setAnswer] = useState<{
    value: string;
    result: 'free' | 'taken' | 'failed';
  } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `exists` is read per check, not a trigger.
  useEffect(() => {
    if (skip || settled === '') return;
    const controller = new AbortController();
    exists(settled, controller.signal).then(
      (taken) => {
        if (!controller.signal.aborted) {
          setAnswer({ value: settled, result: taken ? 'taken' : 'free' });
        }
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ value: settled, result: 'failed' });
      },
    );
    return () => controller.abort();
  }, [settled, skip]);

  if (skip || trimmed === '') return 'idle';
  if (answer?.value !== trimmed) return 'checking';
  return answer.result === 'failed' ? 'idle' : answer.result;
}
