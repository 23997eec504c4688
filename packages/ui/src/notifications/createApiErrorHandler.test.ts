import { ApiError, createSessionStore } from '@tessera/client';
import { createMemoryStorage } from '@tessera/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { createApiErrorHandler } from './createApiErrorHandler';
import { createNotificationCenter } from './notificationCenter';

function setup() {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.setToken('tok');
  const notifications = createNotificationCenter();
  const shown = vi.fn();
  notifications.subscribe(shown);
  return { session, shown, handle: createApiErrorHandler({ session, notifications }) };
}

describe('createApiErrorHandler (spec §8)', () => {
  it('HTTP 401: logs out locally, no notification of its own', () => {
    const { session, shown, handle } = setup();
    handle(new ApiError({ status: 401 }));
    expect(session.getState().token).toBeNull();
    expect(shown).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'notifications.api_errors.forbidden'],
    [422, 'notifications.api_errors.invalidForm'],
    [429, 'notifications.api_errors.tooManyRequests'],
    [500, 'notifications.api_errors.serverError'],
    [418, 'notifications.unknownError'],
  ])('HTTP %i → %s, session kept', (status, title) => {
    const { session, shown, handle } = setup();
    handle(new ApiError({ status }));
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title }));
    expect(session.getState().token).toBe('tok');
  });

  it('network error → title and message "no internet connection"', () => {
    const { shown, handle } = setup();
    handle(new ApiError({ status: 0, code: 'network' }));
    expect(shown).toHaveBeenCalledWith({
      intent: 'error',
      title: 'notifications.api_errors.network.title',
      message: 'notifications.api_errors.network.message',
    });
  });
});
