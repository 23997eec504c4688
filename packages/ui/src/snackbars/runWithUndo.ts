import { createListeners } from '@tessera/client';
import type { MessageKey } from '@tessera/i18n';
import type { SnackbarCenter, SnackbarInput } from './snackbarCenter';
import {
  isUndoOperationFinished,
  nextUndoOperationStatus,
  type UndoOperationEvent,
  type UndoOperationStatus,
} from './undoOperation';

/** The texts of an operation's snackbar, one per state. @public */
export interface UndoOperationMessages {
  /** @default 'snackbars.saving' */
  saving: MessageKey;
  /** @default 'snackbars.saved' */
  saved: MessageKey;
  /** @default 'snackbars.rollingBack' */
  rollingBack: MessageKey;
  /** @default 'snackbars.rolledBack' */
  rolledBack: MessageKey;
  /** @default 'snackbars.operationFailed' */
  runFailed: MessageKey;
  /** @default 'snackbars.undoFailed' */
  undoFailed: MessageKey;
}

const defaultMessages: UndoOperationMessages = {
  saving: 'snackbars.saving',
  saved: 'snackbars.saved',
  rollingBack: 'snackbars.rollingBack',
  rolledBack: 'snackbars.rolledBack',
  runFailed: 'snackbars.operationFailed',
  undoFailed: 'snackbars.undoFailed',
};

/** @public */
export interface RunWithUndoOptions<T> {
  snackbars: SnackbarCenter;
  /** Makes the change. */
  run: () => Promise<T>;
  /** Reverts it, given what `run` returned (a created record's id, the previous values). */
  undo: (result: T) => Promise<unknown>;
  messages?: Partial<UndoOperationMessages>;
  /** Interpolation values for every message (e.g. the item's name). */
  values?: Readonly<Record<string, string | number>>;
}

/** @public */
export interface UndoOperationState {
  readonly status: UndoOperationStatus;
  /** What `run` or `undo` threw, in `runFailed` and `undoFailed`. */
  readonly error?: unknown;
}

/** A running operation with undo, as a store. @public */
export interface UndoOperation {
  getState(): UndoOperationState;
  subscribe(listener: () => void): () => void;
  /** Rolls back; resolves `false` when there was nothing to roll back (again, too late) or it failed. */
  undo(): Promise<boolean>;
  /** Resolves with the final status: committed, rolledBack, runFailed or undoFailed. */
  readonly finished: Promise<UndoOperationStatus>;
}

/**
 * Runs a change behind one snackbar that follows it (spec §4): 'saving', then 'saved' with an undo
 * action for as long as the snackbar stays (60 s, spec §9), then 'rolling back' and 'rolled back'
 * when undone, or the operation-error text when `run` or `undo` fails. Once the saved snackbar has
 * gone (timed out or dismissed) the change is committed and undo does nothing.
 * @public
 * @example
 * runWithUndo({
 *   snackbars,
 *   run: () => records.archive(id),
 *   undo: () => records.restore(id),
 * });
 */
export function runWithUndo<T>({
  snackbars,
  run,
  undo,
  messages: messageOverrides,
  values,
}: RunWithUndoOptions<T>): UndoOperation {
  const messages = { ...defaultMessages, ...messageOverrides };
  const listeners = createListeners();
  let state: UndoOperationState = { status: 'saving' };
  let resolveFinished: (status: UndoOperationStatus) => void = () => undefined;
  const finished = new Promise<UndoOperationStatus>((resolve) => {
    resolveFinished = resolve;
  });

  const dispatch = (event: UndoOperationEvent, error?: unknown): boolean => {
    const status = nextUndoOperationStatus(state.status, event);
    if (status === state.status) return false;
    state = error === undefined ? { status } : { status, error };
    listeners.notify();
    if (isUndoOperationFinished(status)) resolveFinished(status);
    return true;
  };

  const show = (message: MessageKey, rest: Omit<SnackbarInput, 'id' | 'message'>) =>
    snackbars.show({ ...rest, id, message, ...(values && { values }) });

  const id = snackbars.show({
    message: messages.saving,
    ...(values && { values }),
    busy: true,
    timeoutMs: null,
    dismissible: false,
  });

  let result: T;

  const operation: UndoOperation = {
    getState: () => state,
    subscribe: listeners.subscribe,
    async undo() {
      if (!dispatch('undoRequested')) return false;
      show(messages.rollingBack, { busy: true, timeoutMs: null, dismissible: false });
      try {
        await undo(result);
      } catch (error) {
        dispatch('undoFailed', error);
        show(messages.undoFailed, { intent: 'error' });
        return false;
      }
      dispatch('undoSucceeded');
      show(messages.rolledBack, { intent: 'success' });
      return true;
    },
    finished,
  };

  // An async wrapper turns a synchronous throw in `run` into a rejection like any other failure.
  (async () => run())().then(
    (value) => {
      result = value;
      dispatch('runSucceeded');
      show(messages.saved, {
        intent: 'success',
        action: { label: 'snackbars.undo', onClick: () => void operation.undo() },
        onClose: () => dispatch('undoWindowClosed'),
      });
    },
    (error: unknown) => {
      dispatch('runFailed', error);
      show(messages.runFailed, { intent: 'error' });
    },
  );

  return operation;
}
