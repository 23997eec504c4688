import { useCallback, useSyncExternalStore } from 'react';

/**
 * The shell's phone breakpoint as a media query: below 600 px the shell tightens its padding and
 * lists show cards instead of tables. Use it in `makeStyles` as `@media ${phoneScreenQuery}`.
 * @public
 */
export const phoneScreenQuery = '(max-width: 599px)';

/**
 * Whether a CSS media query matches, following changes. Where `matchMedia` is missing (jsdom,
 * server) it answers `fallback`.
 * @example const phone = useMediaQuery(phoneScreenQuery, false);
 * @public
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, supported],
  );
  const read = () => (supported ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}
