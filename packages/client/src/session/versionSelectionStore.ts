import type { ApplicationVersionSelection } from '@tessera/engine';
import { createListeners } from '../createListeners';

/**
 * Session-storage key of an admin's selected application version (spec 000 §9: session storage
 * holds the current version id). Holds JSON: a version id, or `"live"`.
 * @public
 */
export const versionSelectionStorageKey = '_currentVersionId';

/** @public */
export interface VersionSelectionState {
  /** An admin's selection: the special value `live` (the default) or a version id. */
  readonly selection: ApplicationVersionSelection;
  /** The id of the version the last `GET config` resolved; `null` before it answered. */
  readonly configVersionId: string | null;
}

/**
 * The application version selection (spec 000 §4): an admin's choice is remembered per browser
 * session, `live` stored as `live`; everyone else works in the version the server configuration
 * names. Changing the selection is followed by a page reload, which the app does.
 * @public
 */
export interface VersionSelectionStore {
  getState(): VersionSelectionState;
  subscribe(listener: () => void): () => void;
  /** Remembers an admin's selection for this browser session. */
  select(selection: ApplicationVersionSelection): void;
  /** Records the version `GET config` resolved. */
  setConfigVersion(versionId: string | null): void;
}

/** @public */
export interface VersionSelectionStoreOptions {
  /** window.sessionStorage in the apps. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function readSelection(
  storage: VersionSelectionStoreOptions['storage'],
): ApplicationVersionSelection {
  try {
    const raw = storage.getItem(versionSelectionStorageKey);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return typeof value === 'string' && value !== '' ? value : 'live';
  } catch {
    return 'live';
  }
}

/**
 * Creates the version selection store over a `Storage` (window.sessionStorage in the apps).
 * @public
 */
export function createVersionSelectionStore({
  storage,
}: VersionSelectionStoreOptions): VersionSelectionStore {
  const listeners = createListeners();
  let state: VersionSelectionState = { selection: readSelection(storage), configVersionId: null };

  function update(next: VersionSelectionState): void {
    if (next.selection === state.selection && next.configVersionId === state.configVersionId) {
      return;
    }
    state = next;
    listeners.notify();
  }

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    select(selection) {
      try {
        storage.setItem(versionSelectionStorageKey, JSON.stringify(selection));
      } catch {
        // Storage disabled: the selection lasts until the reload, as in a new session.
      }
      update({ ...state, selection });
    },
    setConfigVersion(configVersionId) {
      update({ ...state, configVersionId });
    },
  };
}

/**
 * What the `X-Client-AppVerionId` header carries (spec 000 §4, §6): an admin's selection (the
 * server resolves `live`); for anyone else the version the configuration named, once known.
 * @public
 */
export function applicationVersionHeader(
  state: VersionSelectionState,
  userIsAdmin: boolean,
): string | null {
  return userIsAdmin ? state.selection : state.configVersionId;
}
