import { describe, expect, it, vi } from 'vitest';
import { createStore } from './createStore';

describe('createStore', () => {
  it('notifies subscribers of a change and stops after unsubscribe', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState((state) => ({ count: state.count + 1 }));
    expect(store.getState()).toEqual({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setState({ count: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the state is the same object', () => {
    const state = { count: 0 };
    const store = createStore(state);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState(state);
    store.setState((previous) => previous);
    expect(listener).not.toHaveBeenCalled();
  });

  it('lets a listener unsubscribe another during notification without skipping the rest', () => {
    const store = createStore(0);
    const calls: string[] = [];
    const unsubscribeB = store.subscribe(() => calls.push('b'));
    store.subscribe(() => {
      calls.push('a');
      unsubscribeB();
    });
    store.setState(1);
    expect(calls).toEqual(['b', 'a']);
  });
});
