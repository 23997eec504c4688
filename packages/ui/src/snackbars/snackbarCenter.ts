import { createListeners } from '@tessera/client';
import type { MessageKey } from '@tessera/i18n';

/**
 * How long a snackbar stays when nothing else is said (spec §9: snackbar default timeout 60000 ms).
 * @public
 */
export const snackbarTimeoutMs = 60_000;

/**
 * How long the 'offline' and 'online' snackbars stay (spec §9: connection messages 15000 ms).
 * @public
 */
export const connectionSnackbarTimeoutMs = 15_000;

/** @public */
export type SnackbarIntent = 'info' | 'success' | 'warning' | 'error';

/**
 * Why a snackbar went away: its time ran out, or someone dismissed it (the user, or the code that
 * showed it). A snackbar replaced by another with the same id does not close.
 * @public
 */
export type SnackbarCloseReason = 'timeout' | 'dismissed';

/** An action button on a snackbar, such as undo. @public */
export interface SnackbarAction {
  label: MessageKey;
  onClick: () => void;
}

/**
 * What `show` takes. Texts are message keys, translated when shown.
 * @public
 */
export interface SnackbarInput {
  /** Showing again with the id of a visible snackbar replaces it in place (and restarts its time). */
  id?: string;
  message: MessageKey;
  /** Interpolation values for `message`. */
  values?: Readonly<Record<string, string | number>>;
  /** @default 'info' */
  intent?: SnackbarIntent;
  /** Shows progress instead of the intent's icon (saving, rolling back, a slow call). @default false */
  busy?: boolean;
  /** `null` keeps it until dismissed or replaced. @default 60000 */
  timeoutMs?: number | null;
  action?: SnackbarAction;
  /** @default true */
  dismissible?: boolean;
  /** Called once when the snackbar goes away; not when it is replaced. */
  onClose?: (reason: SnackbarCloseReason) => void;
}

/** A visible snackbar. @public */
export interface Snackbar {
  readonly id: string;
  readonly message: MessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly intent: SnackbarIntent;
  readonly busy: boolean;
  readonly timeoutMs: number | null;
  readonly action?: SnackbarAction;
  readonly dismissible: boolean;
}

/**
 * The snackbars on screen, as a store: code outside React shows and updates them, a mounted
 * `SnackbarHost` renders `getState()`. The center owns the timeouts, so what a timeout means (undo
 * no longer possible) holds without a UI.
 * @public
 */
export interface SnackbarCenter {
  /** Shows (or replaces) a snackbar and returns its id. */
  show(snackbar: SnackbarInput): string;
  dismiss(id: string): void;
  /** Stops the clock while the user points at or focuses the snackbar. */
  pause(id: string): void;
  resume(id: string): void;
  getState(): readonly Snackbar[];
  subscribe(listener: () => void): () => void;
}

interface Entry {
  snackbar: Snackbar;
  onClose: ((reason: SnackbarCloseReason) => void) | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Time left on the clock when it last started. */
  remainingMs: number | null;
  startedAt: number;
}

/**
 * Creates a snackbar center.
 * @public
 * @example
 * const snackbars = createSnackbarCenter();
 * snackbars.show({ message: 'snackbars.saved', intent: 'success' });
 */
export function createSnackbarCenter(): SnackbarCenter {
  const entries = new Map<string, Entry>();
  const listeners = createListeners();
  let state: readonly Snackbar[] = [];
  let nextId = 0;

  const publish = () => {
    state = [...entries.values()].map((entry) => entry.snackbar);
    listeners.notify();
  };

  const stopClock = (entry: Entry) => {
    if (entry.timer === undefined) return;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (entry.remainingMs !== null) {
      entry.remainingMs = Math.max(0, entry.remainingMs - (Date.now() - entry.startedAt));
    }
  };

  const startClock = (id: string, entry: Entry) => {
    if (entry.remainingMs === null || entry.timer !== undefined) return;
    entry.startedAt = Date.now();
    entry.timer = setTimeout(() => close(id, 'timeout'), entry.remainingMs);
  };

  function close(id: string, reason: SnackbarCloseReason) {
    const entry = entries.get(id);
    if (!entry) return;
    stopClock(entry);
    entries.delete(id);
    publish();
    entry.onClose?.(reason);
  }

  return {
    show({ id = `snackbar-${++nextId}`, onClose, ...input }) {
      const previous = entries.get(id);
      if (previous) stopClock(previous);
      const snackbar: Snackbar = {
        id,
        message: input.message,
        ...(input.values && { values: input.values }),
        intent: input.intent ?? 'info',
        busy: input.busy ?? false,
        timeoutMs: input.timeoutMs === undefined ? snackbarTimeoutMs : input.timeoutMs,
        ...(input.action && { action: input.action }),
        dismissible: input.dismissible ?? true,
      };
      const entry: Entry = {
        snackbar,
        onClose,
        timer: undefined,
        remainingMs: snackbar.timeoutMs,
        startedAt: 0,
      };
      // A replacement keeps its place in the list; a new one goes last.
      entries.set(id, entry);
      startClock(id, entry);
      publish();
      return id;
    },
    dismiss(id) {
      close(id, 'dismissed');
    },
    pause(id) {
      const entry = entries.get(id);
      if (entry) stopClock(entry);
    },
    resume(id) {
      const entry = entries.get(id);
      if (entry) startClock(id, entry);
    },
    getState: () => state,
    subscribe: listeners.subscribe,
  };
}
