import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './createListeners';

describe('createListeners', () => {
  it('notifies every listener in the order they subscribed, until it unsubscribes', () => {
    const listeners = createListeners<string>();
    const calls: string[] = [];
    const unsubscribeFirst = listeners.subscribe((value) => calls.push(`first ${value}`));
    listeners.subscribe((value) => calls.push(`second ${value}`));
    listeners.notify('a');
    unsubscribeFirst();
    listeners.notify('b');
    expect(calls).toEqual(['first a', 'second a', 'second b']);
    expect(listeners.size).toBe(1);
    listeners.clear();
    listeners.notify('c');
    expect(calls).toHaveLength(3);
    expect(listeners.size).toBe(0);
  });

  it('reaches everyone subscribed when it started, even if one unsubscribes another meanwhile', () => {
    const listeners = createListeners();
    const second = vi.fn();
    let unsubscribeSecond: () => void = () => undefined;
    listeners.subscribe(() => unsubscribeSecond());
    unsubscribeSecond = listeners.subscribe(second);
    const late = vi.fn();
    listeners.subscribe(() => {
      listeners.subscribe(late);
    });
    listeners.notify();
    expect(second).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    listeners.notify();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
