import { useCallback, useSyncExternalStore } from 'react';

/** Below this width a view's rows are cards, not table rows (the shell's phone breakpoint). */
const NARROW_QUERY = '(max-width: 599px)';

/**
 * Whether the screen is phone-narrow, following changes. Where `matchMedia` is missing (jsdom)
 * it is not.
 */
export function useNarrowLayout(): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported) return () => undefined;
      const list = window.matchMedia(NARROW_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [supported],
  );
  return useSyncExternalStore(
    subscribe,
    () => supported && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
