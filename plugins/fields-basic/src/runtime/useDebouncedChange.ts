import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Local state for an input whose changes reach the form `delayMs` after the last keystroke, so
 * typing stays instant however heavy the form's reaction. Returns the local value, the change
 * handler and `flush`, which reports a waiting change at once (call it on blur; it also runs on
 * unmount). Values set from outside are followed while no typed change is waiting.
 */
export function useDebouncedChange<TValue>(
  value: TValue,
  onChange: (value: TValue) => void,
  delayMs: number,
): readonly [TValue, (value: TValue) => void, () => void] {
  const [local, setLocal] = useState(value);
  const pending = useRef<{ readonly value: TValue } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnChange = useRef(onChange);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) latestOnChange.current(waiting.value);
  }, []);

  const change = useCallback(
    (next: TValue) => {
      setLocal(next);
      pending.current = { value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => {
    if (pending.current === null) setLocal(value);
  }, [value]);

  useEffect(() => flush, [flush]);

  return [local, change, flush];
}
