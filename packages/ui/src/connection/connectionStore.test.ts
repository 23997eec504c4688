import { describe, expect, it, vi } from 'vitest';
import { createConnectionStore } from './connectionStore';
import { createConnectionWindowStub } from './connectionWindowStub';

describe('createConnectionStore (spec §4: the offline session flag)', () => {
  it('starts from navigator.onLine', () => {
    expect(
      createConnectionStore({ window: createConnectionWindowStub(true).window }).getState(),
    ).toBe('online');
    expect(
      createConnectionStore({ window: createConnectionWindowStub(false).window }).getState(),
    ).toBe('offline');
  });

  it('a connection loss sets the offline flag, a recovery clears it, and subscribers hear both', () => {
    const stub = createConnectionWindowStub(true);
    const store = createConnectionStore({ window: stub.window });
    const listener = vi.fn();
    store.subscribe(listener);
    stub.goOffline();
    expect(store.getState()).toBe('offline');
    expect(listener).toHaveBeenCalledTimes(1);
    stub.goOnline();
    expect(store.getState()).toBe('online');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a repeated event changes nothing and notifies nobody', () => {
    const stub = createConnectionWindowStub(true);
    const store = createConnectionStore({ window: stub.window });
    const listener = vi.fn();
    store.subscribe(listener);
    stub.goOnline();
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens to the window only while subscribed', () => {
    const stub = createConnectionWindowStub(true);
    const add = vi.spyOn(stub.window, 'addEventListener');
    const remove = vi.spyOn(stub.window, 'removeEventListener');
    const store = createConnectionStore({ window: stub.window });
    expect(add).not.toHaveBeenCalled();
    const first = store.subscribe(() => undefined);
    const second = store.subscribe(() => undefined);
    expect(add).toHaveBeenCalledTimes(2);
    first();
    first();
    expect(remove).not.toHaveBeenCalled();
    second();
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('reads the window again when nobody listened meanwhile', () => {
    const stub = createConnectionWindowStub(true);
    const store = createConnectionStore({ window: stub.window });
    stub.goOffline();
    expect(store.getState()).toBe('offline');
    store.subscribe(() => undefined);
    expect(store.getState()).toBe('offline');
  });
});
