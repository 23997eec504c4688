import { describe, expect, it } from 'vitest';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { loginByToken } from './authApi';

describe('loginByToken (POST auth/loginByToken)', () => {
  it('trades the link token for a session token', async () => {
    const adapter = createFixtureAdapter({
      'POST auth/loginByToken': ({ body }) => {
        expect(body).toEqual({ token: 'link-token' });
        return { token: 'session-token' };
      },
    });
    await expect(loginByToken(adapter, 'link-token')).resolves.toEqual({ token: 'session-token' });
  });

  it('suppresses error notifications: an invalid link (401) must not log anybody out', async () => {
    const adapter = createFixtureAdapter({
      'POST auth/loginByToken': () => {
        throw createApiErrorFromResponse(401, { errorType: 'invalidLoginToken' });
      },
    });
    await expect(loginByToken(adapter, 'used')).rejects.toMatchObject({ status: 401 });
    expect(adapter.calls[0]?.skipErrorNotification).toBe(true);
  });
});
