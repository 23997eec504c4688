import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runWithUndo } from './runWithUndo';
import { createSnackbarCenter, type Snackbar, snackbarTimeoutMs } from './snackbarCenter';

function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const snackbars = createSnackbarCenter();
  const run = deferred<string>();
  const undone = deferred();
  const undo = vi.fn((_result: string) => undone.promise);
  const operation = runWithUndo({ snackbars, run: () => run.promise, undo });
  const statuses: string[] = [];
  operation.subscribe(() => statuses.push(operation.getState().status));
  const snackbar = (): Snackbar | undefined => {
    const all = snackbars.getState();
    expect(all.length).toBeLessThanOrEqual(1);
    return all[0];
  };
  return { snackbars, run, undone, undo, operation, statuses, snackbar };
}

/** Lets promise callbacks run without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runWithUndo (spec §4: saving, saved with undo, rolling back, rolled back)', () => {
  it('shows "saving" with progress while the change runs, and it cannot be dismissed', () => {
    const { operation, snackbar } = setup();
    expect(operation.getState()).toEqual({ status: 'saving' });
    expect(snackbar()).toMatchObject({
      message: 'snackbars.saving',
      busy: true,
      timeoutMs: null,
      dismissible: false,
    });
    expect(snackbar()?.action).toBeUndefined();
  });

  it('then "saved" with an undo action, in the same snackbar, for the default 60000 ms', async () => {
    const { run, operation, snackbar } = setup();
    const id = snackbar()?.id;
    run.resolve('record-1');
    await settle();
    expect(operation.getState()).toEqual({ status: 'saved' });
    expect(snackbar()).toMatchObject({
      id,
      message: 'snackbars.saved',
      intent: 'success',
      busy: false,
      timeoutMs: snackbarTimeoutMs,
      action: { label: 'snackbars.undo' },
    });
  });

  it('undo: "rolling back" with progress, then "rolled back"; undo gets what run returned', async () => {
    const { run, undone, undo, operation, statuses, snackbar } = setup();
    run.resolve('record-1');
    await settle();
    snackbar()?.action?.onClick();
    expect(operation.getState().status).toBe('rollingBack');
    expect(snackbar()).toMatchObject({ message: 'snackbars.rollingBack', busy: true });
    expect(snackbar()?.action).toBeUndefined();
    undone.resolve();
    await settle();
    expect(undo).toHaveBeenCalledExactlyOnceWith('record-1');
    expect(snackbar()).toMatchObject({ message: 'snackbars.rolledBack', intent: 'success' });
    expect(statuses).toEqual(['saved', 'rollingBack', 'rolledBack']);
    await expect(operation.finished).resolves.toBe('rolledBack');
  });

  it('a double click on undo runs undo once', async () => {
    const { run, undone, undo, operation, snackbar } = setup();
    run.resolve('record-1');
    await settle();
    const onClick = snackbar()?.action?.onClick;
    onClick?.();
    onClick?.();
    const third = operation.undo();
    undone.resolve();
    await expect(third).resolves.toBe(false);
    await settle();
    expect(undo).toHaveBeenCalledOnce();
    expect(operation.getState().status).toBe('rolledBack');
  });

  it('undo after the timeout is impossible: the change is committed', async () => {
    const { run, undo, operation, snackbar } = setup();
    run.resolve('record-1');
    await settle();
    const onClick = snackbar()?.action?.onClick;
    await vi.advanceTimersByTimeAsync(snackbarTimeoutMs - 1);
    expect(operation.getState().status).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(operation.getState().status).toBe('committed');
    expect(snackbar()).toBeUndefined();
    onClick?.();
    await expect(operation.undo()).resolves.toBe(false);
    expect(undo).not.toHaveBeenCalled();
    await expect(operation.finished).resolves.toBe('committed');
  });

  it('dismissing the saved snackbar commits the change too', async () => {
    const { snackbars, run, undo, operation, snackbar } = setup();
    run.resolve('record-1');
    await settle();
    snackbars.dismiss(snackbar()?.id ?? '');
    expect(operation.getState().status).toBe('committed');
    await expect(operation.undo()).resolves.toBe(false);
    expect(undo).not.toHaveBeenCalled();
  });

  it('undo while still saving is impossible', async () => {
    const { undo, operation } = setup();
    await expect(operation.undo()).resolves.toBe(false);
    expect(undo).not.toHaveBeenCalled();
    expect(operation.getState().status).toBe('saving');
  });

  it('run fails: the operation-error text, no undo action', async () => {
    const { run, operation, snackbar } = setup();
    const error = new Error('boom');
    run.reject(error);
    await settle();
    expect(operation.getState()).toEqual({ status: 'runFailed', error });
    expect(snackbar()).toMatchObject({
      message: 'snackbars.operationFailed',
      intent: 'error',
      busy: false,
      dismissible: true,
    });
    expect(snackbar()?.action).toBeUndefined();
    await expect(operation.finished).resolves.toBe('runFailed');
  });

  it('run throws synchronously: the same operation error', async () => {
    const snackbars = createSnackbarCenter();
    const operation = runWithUndo({
      snackbars,
      run: () => {
        throw new Error('boom');
      },
      undo: async () => undefined,
    });
    await settle();
    expect(operation.getState().status).toBe('runFailed');
    expect(snackbars.getState()[0]?.message).toBe('snackbars.operationFailed');
  });

  it('undo fails: the undo-error text, and no second undo', async () => {
    const { run, undone, undo, operation, snackbar } = setup();
    run.resolve('record-1');
    await settle();
    const result = operation.undo();
    undone.reject(new Error('conflict'));
    await expect(result).resolves.toBe(false);
    expect(operation.getState().status).toBe('undoFailed');
    expect(snackbar()).toMatchObject({ message: 'snackbars.undoFailed', intent: 'error' });
    await expect(operation.undo()).resolves.toBe(false);
    expect(undo).toHaveBeenCalledOnce();
    await expect(operation.finished).resolves.toBe('undoFailed');
  });

  it('takes its own texts and interpolation values', async () => {
    const snackbars = createSnackbarCenter();
    runWithUndo({
      snackbars,
      run: async () => undefined,
      undo: async () => undefined,
      messages: { saved: 'dialogs.delete.messageNamed' },
      values: { name: 'Faktura 7/2026' },
    });
    expect(snackbars.getState()[0]).toMatchObject({
      message: 'snackbars.saving',
      values: { name: 'Faktura 7/2026' },
    });
    await settle();
    expect(snackbars.getState()[0]).toMatchObject({
      message: 'dialogs.delete.messageNamed',
      values: { name: 'Faktura 7/2026' },
    });
  });
});
