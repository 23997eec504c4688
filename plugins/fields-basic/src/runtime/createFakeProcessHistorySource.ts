import type { ProcessHistoryEntry, ProcessHistorySource } from './ProcessHistorySourceProvider';

/** How a fake source answers: with entries, with a failure, or never. */
export type FakeProcessHistoryAnswer =
  | { readonly entries: readonly ProcessHistoryEntry[] }
  | { readonly error: Error }
  | 'never';

/**
 * A process-history source for stories and tests: answers after `delayMs` (network-like, so a
 * story shows its loading state first) and rejects with an `AbortError` when aborted.
 */
export function createFakeProcessHistorySource(
  answer: FakeProcessHistoryAnswer,
  { processId = 'process-1', delayMs = 0 }: { processId?: string | null; delayMs?: number } = {},
): ProcessHistorySource & { readonly calls: { fieldIds?: readonly string[] }[] } {
  const calls: { fieldIds?: readonly string[] }[] = [];
  return {
    processId,
    calls,
    load({ fieldIds, signal }) {
      calls.push(fieldIds ? { fieldIds } : {});
      return new Promise((resolve, reject) => {
        const abort = () => reject(new DOMException('The history load was aborted.', 'AbortError'));
        if (signal.aborted) return abort();
        if (answer === 'never') {
          signal.addEventListener('abort', abort, { once: true });
          return;
        }
        const timer = setTimeout(() => {
          if ('error' in answer) reject(answer.error);
          else resolve(answer.entries);
        }, delayMs);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            abort();
          },
          { once: true },
        );
      });
    },
  };
}
