/**
 * Where an operation with undo stands (spec §4: saving, saved with undo, rolling back, rolled back,
 * and an operation error). `committed` is `saved` once the undo snackbar has gone: the change stays.
 * @public
 */
export type UndoOperationStatus =
  | 'saving'
  | 'saved'
  | 'committed'
  | 'rollingBack'
  | 'rolledBack'
  | 'runFailed'
  | 'undoFailed';

/** What can happen to an operation with undo. @internal */
export type UndoOperationEvent =
  | 'runSucceeded'
  | 'runFailed'
  | 'undoRequested'
  | 'undoSucceeded'
  | 'undoFailed'
  | 'undoWindowClosed';

const transitions: Record<
  UndoOperationStatus,
  Partial<Record<UndoOperationEvent, UndoOperationStatus>>
> = {
  saving: { runSucceeded: 'saved', runFailed: 'runFailed' },
  saved: { undoRequested: 'rollingBack', undoWindowClosed: 'committed' },
  rollingBack: { undoSucceeded: 'rolledBack', undoFailed: 'undoFailed' },
  committed: {},
  rolledBack: {},
  runFailed: {},
  undoFailed: {},
};

/**
 * The next status, or the same one when the event means nothing there: undo asked for twice, or
 * after the undo window closed, changes nothing.
 * @internal
 */
export function nextUndoOperationStatus(
  status: UndoOperationStatus,
  event: UndoOperationEvent,
): UndoOperationStatus {
  return transitions[status][event] ?? status;
}

/**
 * Whether the operation has reached an end: nothing more can happen to it.
 * @internal
 */
export function isUndoOperationFinished(status: UndoOperationStatus): boolean {
  return Object.keys(transitions[status]).length === 0;
}
