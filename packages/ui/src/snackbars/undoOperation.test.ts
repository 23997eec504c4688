import { describe, expect, it } from 'vitest';
import {
  isUndoOperationFinished,
  nextUndoOperationStatus,
  type UndoOperationEvent,
  type UndoOperationStatus,
} from './undoOperation';

const statuses: UndoOperationStatus[] = [
  'saving',
  'saved',
  'committed',
  'rollingBack',
  'rolledBack',
  'runFailed',
  'undoFailed',
];
const events: UndoOperationEvent[] = [
  'runSucceeded',
  'runFailed',
  'undoRequested',
  'undoSucceeded',
  'undoFailed',
  'undoWindowClosed',
];

// spec §4: saving → saved (with undo) → rolling back → rolled back, or an operation error.
const allowed: [UndoOperationStatus, UndoOperationEvent, UndoOperationStatus][] = [
  ['saving', 'runSucceeded', 'saved'],
  ['saving', 'runFailed', 'runFailed'],
  ['saved', 'undoRequested', 'rollingBack'],
  ['saved', 'undoWindowClosed', 'committed'],
  ['rollingBack', 'undoSucceeded', 'rolledBack'],
  ['rollingBack', 'undoFailed', 'undoFailed'],
];

describe('nextUndoOperationStatus (spec §4: operations with undo)', () => {
  it.each(allowed)('%s + %s → %s', (status, event, next) => {
    expect(nextUndoOperationStatus(status, event)).toBe(next);
  });

  it('ignores every other event: the status stays', () => {
    for (const status of statuses) {
      for (const event of events) {
        if (allowed.some(([from, on]) => from === status && on === event)) continue;
        expect({ status, event, next: nextUndoOperationStatus(status, event) }).toEqual({
          status,
          event,
          next: status,
        });
      }
    }
  });

  it('a second undo while rolling back does nothing (a double click runs undo once)', () => {
    expect(nextUndoOperationStatus('rollingBack', 'undoRequested')).toBe('rollingBack');
  });

  it('undo after the undo window closed is impossible', () => {
    const committed = nextUndoOperationStatus('saved', 'undoWindowClosed');
    expect(nextUndoOperationStatus(committed, 'undoRequested')).toBe('committed');
  });

  it('undo before the change is saved is impossible', () => {
    expect(nextUndoOperationStatus('saving', 'undoRequested')).toBe('saving');
  });

  it.each([
    ['saving', false],
    ['saved', false],
    ['rollingBack', false],
    ['committed', true],
    ['rolledBack', true],
    ['runFailed', true],
    ['undoFailed', true],
  ] as const)('%s is finished: %s', (status, finished) => {
    expect(isUndoOperationFinished(status)).toBe(finished);
  });
});
