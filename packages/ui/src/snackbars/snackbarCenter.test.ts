import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectionSnackbarTimeoutMs,
  createSnackbarCenter,
  snackbarTimeoutMs,
} from './snackbarCenter';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createSnackbarCenter', () => {
  it('spec §9: the default timeout is 60000 ms and connection messages stay 15000 ms', () => {
    expect(snackbarTimeoutMs).toBe(60_000);
    expect(connectionSnackbarTimeoutMs).toBe(15_000);
  });

  it('shows a snackbar with its defaults', () => {
    const center = createSnackbarCenter();
    const id = center.show({ message: 'snackbars.saved' });
    expect(center.getState()).toEqual([
      {
        id,
        message: 'snackbars.saved',
        intent: 'info',
        busy: false,
        timeoutMs: snackbarTimeoutMs,
        dismissible: true,
      },
    ]);
  });

  it('spec §4: a snackbar closes after its timeout (60000 ms by default)', () => {
    const center = createSnackbarCenter();
    const onClose = vi.fn();
    center.show({ message: 'snackbars.saved', onClose });
    vi.advanceTimersByTime(snackbarTimeoutMs - 1);
    expect(center.getState()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(center.getState()).toEqual([]);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('closes after its own timeout, or never with `null`', () => {
    const center = createSnackbarCenter();
    center.show({ id: 'short', message: 'connection.offline', timeoutMs: 15_000 });
    center.show({ id: 'forever', message: 'snackbars.saving', timeoutMs: null });
    vi.advanceTimersByTime(15_000);
    expect(center.getState().map(({ id }) => id)).toEqual(['forever']);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(center.getState().map(({ id }) => id)).toEqual(['forever']);
  });

  it('can be dismissed, once', () => {
    const center = createSnackbarCenter();
    const onClose = vi.fn();
    const id = center.show({ message: 'snackbars.saved', onClose });
    center.dismiss(id);
    center.dismiss(id);
    vi.advanceTimersByTime(snackbarTimeoutMs);
    expect(center.getState()).toEqual([]);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismissed');
  });

  it('replaces a snackbar shown again under the same id in place, restarting its time, without closing it', () => {
    const center = createSnackbarCenter();
    const onClose = vi.fn();
    center.show({ id: 'a', message: 'connection.offline', timeoutMs: 15_000, onClose });
    center.show({ id: 'b', message: 'snackbars.saved' });
    vi.advanceTimersByTime(10_000);
    center.show({ id: 'a', message: 'connection.online', timeoutMs: 15_000 });
    expect(center.getState().map(({ id, message }) => [id, message])).toEqual([
      ['a', 'connection.online'],
      ['b', 'snackbars.saved'],
    ]);
    vi.advanceTimersByTime(14_999);
    expect(center.getState()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(center.getState().map(({ id }) => id)).toEqual(['b']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('carries an action (undo) and can be made not dismissible', () => {
    const center = createSnackbarCenter();
    const onClick = vi.fn();
    center.show({
      message: 'snackbars.saved',
      action: { label: 'snackbars.undo', onClick },
      dismissible: false,
    });
    const [snackbar] = center.getState();
    snackbar?.action?.onClick();
    expect(onClick).toHaveBeenCalledOnce();
    expect(snackbar?.dismissible).toBe(false);
  });

  it('stops the clock while paused and goes on with the time that was left', () => {
    const center = createSnackbarCenter();
    const id = center.show({ message: 'snackbars.saved', timeoutMs: 10_000 });
    vi.advanceTimersByTime(4_000);
    center.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(center.getState()).toHaveLength(1);
    center.resume(id);
    center.resume(id);
    vi.advanceTimersByTime(5_999);
    expect(center.getState()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(center.getState()).toEqual([]);
  });

  it('notifies subscribers of every change, keeps the snapshot stable between changes, and stops on unsubscribe', () => {
    const center = createSnackbarCenter();
    const listener = vi.fn();
    const unsubscribe = center.subscribe(listener);
    const before = center.getState();
    expect(center.getState()).toBe(before);
    const id = center.show({ message: 'snackbars.saved' });
    expect(center.getState()).not.toBe(before);
    center.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    center.show({ message: 'snackbars.saved' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives each snackbar without an id its own', () => {
    const center = createSnackbarCenter();
    const first = center.show({ message: 'snackbars.saved' });
    const second = center.show({ message: 'snackbars.saved' });
    expect(first).not.toBe(second);
    expect(center.getState()).toHaveLength(2);
  });
});
