import { describe, expect, it } from 'vitest';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { createMemoryStorage } from '../testing/createMemoryStorage';
import { createTestUser } from '../testing/createTestUser';
import { refreshCurrentUser, signIn, signOut } from './sessionFlows';
import { createSessionStore } from './sessionStore';

const user = createTestUser({
  roleIds: ['r1'],
  email: 'anna@example.com',
  type: 'client_admin',
  personalDetails: { name: 'Anna', surname: 'Nowak' },
});

function memorySession() {
  return createSessionStore({ storage: createMemoryStorage() });
}

describe('session flows', () => {
  it('signIn sets the token, then loads the user (spec §4)', async () => {
    const adapter = createFixtureAdapter({
      'POST auth/login': ({ body }) => {
        expect(body).toEqual({ login: 'anna@example.com', password: 'secret' });
        return { token: 'tok' };
      },
      'GET auth/me': () => user,
    });
    const session = memorySession();
    await expect(
      signIn(adapter, session, { login: 'anna@example.com', password: 'secret' }),
    ).resolves.toEqual(user);
    expect(session.getState()).toEqual({ token: 'tok', user });
    expect(adapter.calls[0]?.skipErrorNotification).toBe(true);
  });

  it('signIn leaves the session logged out when login fails', async () => {
    const adapter = createFixtureAdapter({
      'POST auth/login': () => {
        throw createApiErrorFromResponse(401, { errorType: 'invalidCredentials' });
      },
    });
    const session = memorySession();
    await expect(
      signIn(adapter, session, { login: 'a@b.pl', password: 'x' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(session.getState().token).toBeNull();
  });

  it('signIn clears the new token when the user data cannot be loaded', async () => {
    const adapter = createFixtureAdapter({ 'POST auth/login': { token: 'tok' } });
    const session = memorySession();
    await expect(
      signIn(adapter, session, { login: 'a@b.pl', password: 'x' }),
    ).rejects.toMatchObject({ status: 404 });
    expect(session.getState().token).toBeNull();
  });

  it('signOut calls the server, then clears the session even when the server fails', async () => {
    const session = memorySession();
    session.setToken('tok');
    const failing = createFixtureAdapter({
      'POST auth/logout': () => {
        throw createApiErrorFromResponse(500, {});
      },
    });
    await signOut(failing, session);
    expect(failing.calls.map((call) => call.path)).toEqual(['auth/logout']);
    expect(session.getState().token).toBeNull();
  });

  it('refreshCurrentUser ignores an answer that arrives after a logout', async () => {
    const session = memorySession();
    session.setToken('tok');
    const adapter = createFixtureAdapter({
      'GET auth/me': () => {
        session.clear();
        return user;
      },
    });
    await refreshCurrentUser(adapter, session);
    expect(session.getState()).toEqual({ token: null, user: null });
  });
});

describe('signOut', () => {
  it('runs onSignedOut after clearing, in the same tick', async () => {
    const session = memorySession();
    session.setToken('tok');
    const seen: (string | null)[] = [];
    await signOut(createFixtureAdapter({ 'POST auth/logout': () => undefined }), session, {
      onSignedOut: () => seen.push(session.getState().token),
    });
    expect(seen).toEqual([null]);
  });
});
