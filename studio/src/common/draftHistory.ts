import { type Draft, produce } from 'immer';

/** Most steps kept to undo; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

/**
 * An editor's draft with its undo and redo stacks. Every state is an immutable value made by
 * immer, so undoing gives back the very object the draft was (and unchanged parts stay shared).
 */
export interface DraftHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /**
   * What the last edit was about (e.g. one field's label): a following edit about the same thing
   * joins its step, so typing a word is one undo step, not one per letter.
   */
  readonly lastKey: string | null;
}

/** A history holding only `present`. */
export function createHistory<T>(present: T): DraftHistory<T> {
  return { past: [], present, future: [], lastKey: null };
}

/**
 * Makes `next` the present as a new undo step, or — when `key` names what the previous step was
 * about — as part of that step. A `next` that is the present itself leaves the history as it is.
 */
export function recordStep<T>(
  history: DraftHistory<T>,
  next: T,
  key: string | null = null,
): DraftHistory<T> {
  if (next === history.present) return history;
  if (key !== null && key === history.lastKey && history.past.length > 0) {
    return { ...history, present: next, future: [] };
  }
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    lastKey: key,
  };
}

/**
 * Applies an edit (an immer recipe) as a new undo step, or — when `key` names what the previous
 * edit was about — as part of that step. An edit that changes nothing leaves the history as it is.
 */
export function applyEdit<T>(
  history: DraftHistory<T>,
  recipe: (draft: Draft<T>) => void,
  key: string | null = null,
): DraftHistory<T> {
  return recordStep(history, produce(history.present, recipe) as T, key);
}

/** Goes one step back; nothing to undo leaves the history as it is. */
export function undo<T>(history: DraftHistory<T>): DraftHistory<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

/** Goes one step forward again after an undo; nothing to redo leaves the history as it is. */
export function redo<T>(history: DraftHistory<T>): DraftHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return {
    past: [...history.past, history.present],
    present: next as T,
    future: rest,
    lastKey: null,
  };
}
