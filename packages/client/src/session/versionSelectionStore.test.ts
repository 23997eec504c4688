import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/createMemoryStorage';
import {
  applicationVersionHeader,
  createVersionSelectionStore,
  versionSelectionStorageKey,
} from './versionSelectionStore';

describe('version selection (spec 000 §4)', () => {
  it('starts at the special value live', () => {
    const store = createVersionSelectionStore({ storage: createMemoryStorage() });
    expect(store.getState()).toEqual({ selection: 'live', configVersionId: null });
  });

  it("remembers an admin's selection per browser session, live stored as live", () => {
    const storage = createMemoryStorage();
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
    const storage = createMemoryStorage({ [versionSelectionStorageKey]: '{oops' });
    expect(createVersionSelectionStore({ storage }).getState().selection).toBe('live');
  });

  it('admins send their selection; non-admins take the version from the configuration', () => {
    const store = createVersionSelectionStore({ storage: createMemoryStorage() });
    store.select('v2');
    expect(applicationVersionHeader(store.getState(), true)).toBe('v2');
    expect(applicationVersionHeader(store.getState(), false)).toBeNull();
    store.setConfigVersion('v1');
    expect(applicationVersionHeader(store.getState(), false)).toBe('v1');
  });
});
