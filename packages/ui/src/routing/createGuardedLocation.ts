import { createListeners } from '@tessera/client';
import { useSyncExternalStore } from 'react';
// Importing wouter's browser location also makes pushState/replaceState raise events.
import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** @public */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** @public */
export interface GuardedLocationOptions {
  /**
   * Asked before every navigation the app makes (links, `navigate`, redirects): `true` goes on,
   * `false` stays — the guard may have gone elsewhere itself.
   */
  beforeNavigate: (to: string, options: NavigateOptions) => boolean | Promise<boolean>;
  /** Whether leaving the page must be confirmed (unsaved changes). */
  needsConfirmation: () => boolean;
  /** Asks the user whether to leave; resolves `true` to leave. */
  confirmLeave: () => Promise<boolean>;
}

/** @public */
export interface GuardedLocation {
  /** For `<Router hook>`: wouter's browser location, with navigation through the guard. */
  hook: {
    (): [string, (to: string, options?: NavigateOptions) => void];
    searchHook: () => string;
  };
  /** Navigation through the guard, for code outside React. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Stops listening to the browser's back and forward buttons. */
  destroy: () => void;
}

interface Shown {
  pathname: string;
  search: string;
}

const historyEvents = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/**
 * A wouter location that passes every navigation through a guard (spec 000 §4: the route guard
 * runs on every navigation). wouter has no navigation blocker: its `navigate` is replaced by one
 * that asks first. The browser's back and forward buttons change the address before anyone can
 * ask, so the page keeps showing the previous location while the user decides; staying puts the
 * address back.
 * @public
 */
export function createGuardedLocation(options: GuardedLocationOptions): GuardedLocation {
  const listeners = createListeners();
  const read = (): Shown => ({ pathname: location.pathname, search: location.search });
  let shown = read();
  // While a back/forward waits for the user's answer, the page stays on `shown`.
  let holding = false;

  const update = () => {
    if (holding) return;
    const next = read();
    if (next.pathname === shown.pathname && next.search === shown.search) return;
    shown = next;
    listeners.notify();
  };

  const onPopState = () => {
    if (holding) return;
    if (!options.needsConfirmation()) {
      update();
      return;
    }
    holding = true;
    const previous = shown;
    void options.confirmLeave().then((leave) => {
      holding = false;
      // Staying: the address goes back to the page still shown.
      if (!leave) history.pushState(null, '', `${previous.pathname}${previous.search}`);
      update();
    });
  };

  const onHistory = (event: Event) => (event.type === 'popstate' ? onPopState() : update());
  for (const type of historyEvents) window.addEventListener(type, onHistory);

  const { subscribe } = listeners;
  const getPathname = () => shown.pathname;
  const getSearch = () => shown.search.replace(/^\?/, '');

  const navigate = (to: string, navigateOptions: NavigateOptions = {}) => {
    const go = () => browserNavigate(to, navigateOptions);
    const verdict = options.beforeNavigate(to, navigateOptions);
    if (verdict === true) go();
    else if (verdict !== false) void verdict.then((allowed) => allowed && go());
  };

  // wouter calls the hook it was given: created once per app, so its identity never changes.
  const hook = Object.assign(
    (): [string, (to: string, options?: NavigateOptions) => void] => [
      useSyncExternalStore(subscribe, getPathname, getPathname),
      navigate,
    ],
    { searchHook: () => useSyncExternalStore(subscribe, getSearch, getSearch) },
  );

  return {
    hook,
    navigate,
    destroy() {
      for (const type of historyEvents) window.removeEventListener(type, onHistory);
      listeners.clear();
    },
  };
}
