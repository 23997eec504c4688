import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionSnackbarTimeoutMs, createSnackbarCenter } from '../snackbars/snackbarCenter';
import { createConnectionStore } from './connectionStore';
import { createConnectionWindowStub } from './connectionWindowStub';
import { watchConnection } from './watchConnection';

function setup(online = true) {
  const stub = createConnectionWindowStub(online);
  const store = createConnectionStore({ window: stub.window });
  const snackbars = createSnackbarCenter();
  const stop = watchConnection(store, snackbars);
  return { stub, snackbars, stop };
}

/** The one snackbar shown is `message`, and it stays exactly 15000 ms (spec §9). */
function expectConnectionSnackbar(
  snackbars: ReturnType<typeof createSnackbarCenter>,
  message: string,
  intent: string,
) {
  expect(snackbars.getState()).toEqual([
    expect.objectContaining({ message, intent, timeoutMs: connectionSnackbarTimeoutMs }),
  ]);
  vi.advanceTimersByTime(14_999);
  expect(snackbars.getState()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(snackbars.getState()).toEqual([]);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('watchConnection (spec §4: offline and online snackbars)', () => {
  it('shows nothing while the connection holds', () => {
    const { snackbars } = setup();
    expect(snackbars.getState()).toEqual([]);
  });

  it('a connection loss shows the "offline" snackbar for 15000 ms', () => {
    const { stub, snackbars } = setup();
    stub.goOffline();
    expectConnectionSnackbar(snackbars, 'connection.offline', 'warning');
  });

  it('a recovery replaces the "offline" snackbar with the "online" one, for 15000 ms', () => {
    const { stub, snackbars } = setup();
    stub.goOffline();
    vi.advanceTimersByTime(10_000);
    stub.goOnline();
    expectConnectionSnackbar(snackbars, 'connection.online', 'success');
  });

  it('already offline when watching starts: the "offline" snackbar shows at once', () => {
    const { snackbars } = setup(false);
    expect(snackbars.getState()).toEqual([
      expect.objectContaining({ message: 'connection.offline' }),
    ]);
  });

  it('stops when told to', () => {
    const { stub, snackbars, stop } = setup();
    stop();
    stub.goOffline();
    expect(snackbars.getState()).toEqual([]);
  });
});
