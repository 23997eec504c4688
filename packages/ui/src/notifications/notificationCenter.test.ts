import { describe, expect, it, vi } from 'vitest';
import { createNotificationCenter } from './notificationCenter';

describe('createNotificationCenter', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const center = createNotificationCenter();
    const listener = vi.fn();
    const unsubscribe = center.subscribe(listener);
    center.notify({ intent: 'error', title: 'notifications.unknownError' });
    unsubscribe();
    center.notify({ intent: 'error', title: 'notifications.unknownError' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps notifications raised before anyone listens for the first subscriber', () => {
    const center = createNotificationCenter();
    center.notify({ intent: 'warning', title: 'notifications.api_errors.tooManyRequests' });
    const first = vi.fn();
    const second = vi.fn();
    center.subscribe(first);
    center.subscribe(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
