import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { createTestUser } from '../testing/createTestUser';
import { changePassword, updateCurrentUser } from './currentUserApi';

const user = createTestUser();

describe('current user calls (PATCH users/current)', () => {
  it('changePassword sends the password change payload and resolves with the session user', async () => {
    const adapter = createFixtureAdapter({ 'PATCH users/current': () => user });
    const change = {
      currentPassword: 'stare',
      newPassword: 'nowe-haslo',
      repeatNewPassword: 'nowe-haslo',
    };
    await expect(changePassword(adapter, change)).resolves.toEqual(user);
    expect(adapter.calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: 'users/current',
        body: change,
        skipErrorNotification: true,
      }),
    ]);
  });

  it('updateCurrentUser leaves error notifications on', async () => {
    const adapter = createFixtureAdapter({ 'PATCH users/current': () => user });
    await updateCurrentUser(adapter, { personalDetails: { phone: '123' } });
    expect(adapter.calls[0]).toMatchObject({ body: { personalDetails: { phone: '123' } } });
    expect(adapter.calls[0]?.skipErrorNotification).toBeUndefined();
  });
});
