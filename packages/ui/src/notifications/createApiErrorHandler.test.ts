import { ApiError, createSessionStore } from '@tessera/client';
import { createMemoryStorage } from '@tessera/client/testing';
import { createI18n } from '@tessera/i18n';
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

  it('HTTP 503 serverBusy → a warning of its own ("Serwer jest teraz przeciążony"), not a server error', () => {
    const { shown, handle } = setup();
    handle(new ApiError({ status: 503, errorType: 'serverBusy', retryAfterSeconds: 1 }));
    expect(shown).toHaveBeenCalledWith({
      intent: 'warning',
      title: 'notifications.api_errors.serverBusy',
    });
    expect(createI18n().t('notifications.api_errors.serverBusy')).toBe(
      'Serwer jest teraz przeciążony. Spróbuj ponownie za chwilę.',
    );
    expect(createI18n({ language: 'en' }).t('notifications.api_errors.serverBusy')).toBe(
      'The server is busy right now. Try again in a moment.',
    );
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
