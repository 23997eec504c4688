import { createContext, useContext } from 'react';

/**
 * The side menu's mode (spec 000 §2, menu mode): persistent — docked beside the page on wide
 * screens — or temporary, an overlay opened with the hamburger.
 * @public
 */
export type SideMenuMode = 'persistent' | 'temporary';

/** What the shell tells its side menu. @internal */
export interface ShellDrawer {
  mode: SideMenuMode;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The shell's drawer; outside a shell, a docked menu that is always open. @internal */
export const ShellDrawerContext = createContext<ShellDrawer>({
  mode: 'persistent',
  open: true,
  setOpen: () => undefined,
});

/** @internal */
export function useShellDrawer(): ShellDrawer {
  return useContext(ShellDrawerContext);
}

/** The narrowest screen the side menu stays docked on. @internal */
export const persistentMenuMinWidthPx = 1024;
