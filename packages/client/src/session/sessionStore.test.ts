import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/createMemoryStorage';
import { createTestUser } from '../testing/createTestUser';
import { createSessionStore, sessionStorageKeys } from './sessionStore';

const user = createTestUser({ email: 'jan@example.com' });

describe('createSessionStore', () => {
  it('keeps token and user data as JSON under underscore-prefixed keys (spec §3)', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.setToken('tok');
    store.setUser(user);
    expect(sessionStorageKeys).toEqual({ token: '_token', userData: '_userData' });
    expect(storage.items.get('_token')).toBe('"tok"');
    expect(JSON.parse(storage.items.get('_userData')!)).toEqual(user);
    expect(createSessionStore({ storage }).getState()).toEqual({ token: 'tok', user });
  });

  it('replacing the token logs out locally first: the old user data goes (spec §4)', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    store.setToken('a');
    store.setUser(user);
    store.setToken('b');
    expect(store.getState()).toEqual({ token: 'b', user: null });
  });

  it('clear forgets everything and notifies subscribers', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.setToken('tok');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.clear();
    expect(store.getState()).toEqual({ token: null, user: null });
    expect(storage.items.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setToken('again');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same state object while nothing changes (useSyncExternalStore needs that)', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    store.setToken('tok');
    expect(store.getState()).toBe(store.getState());
    const before = store.getState();
    store.reload();
    expect(store.getState()).toBe(before);
  });

  it('ignores malformed or foreign storage content', () => {
    const store = createSessionStore({
      storage: createMemoryStorage({ _token: 'not json', _userData: '{"id":1}' }),
    });
    expect(store.getState()).toEqual({ token: null, user: null });
    const withToken = createSessionStore({
      storage: createMemoryStorage({ _token: '"tok"', _userData: '{"id":1}' }),
    });
    expect(withToken.getState()).toEqual({ token: 'tok', user: null });
  });

  it('does not accept user data without a token', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    store.setUser(user);
    expect(store.getState().user).toBeNull();
  });

  it('reload picks up a logout made in another tab', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.setToken('tok');
    storage.items.clear();
    store.reload();
    expect(store.getState().token).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const store = createSessionStore({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      },
    });
    store.setToken('tok');
    expect(store.getState().token).toBe('tok');
  });
});

describe('createSessionStore with an account without a client', () => {
  it('keeps user data whose defaultClient is null', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.setToken('tok');
    store.setUser({ ...user, defaultClient: null });
    expect(createSessionStore({ storage }).getState().user?.defaultClient).toBeNull();
  });
});
