import { describe, expect, it, vi } from 'vitest';
import {
  applicationVersionHeader,
  createVersionSelectionStore,
  versionSelectionStorageKey,
} from './versionSelectionStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

describe('version selection (spec 000 §4)', () => {
  it('starts at the special value live', () => {
    const store = createVersionSelectionStore({ storage: memoryStorage() });
    expect(store.getState()).toEqual({ selection: 'live', configVersionId: null });
  });

  it("remembers an admin's selection per browser session, live stored as live", () => {
    const storage = memoryStorage();
    const store = createVersionSelectionStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.select('v2');
    expect(storage.items.get(versionSelectionStorageKey)).toBe('"v2"');
    expect(createVersionSelectionStore({ storage }).getState().selection).toBe('v2');
    store.select('live');
    expect(storage.items.get(versionSelectionStorageKey)).toBe('"live"');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads garbage in storage as live', () => {
    const storage = memoryStorage({ [versionSelectionStorageKey]: '{oops' });
    expect(createVersionSelectionStore({ storage }).getState().selection).toBe('live');
  });

  it('admins send their selection; non-admins take the version from the configuration', () => {
    const store = createVersionSelectionStore({ storage: memoryStorage() });
    store.select('v2');
    expect(applicationVersionHeader(store.getState(), true)).toBe('v2');
    expect(applicationVersionHeader(store.getState(), false)).toBeNull();
    store.setConfigVersion('v1');
    expect(applicationVersionHeader(store.getState(), false)).toBe('v1');
  });
});
