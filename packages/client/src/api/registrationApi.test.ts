import { describe, expect, it } from 'vitest';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { registerUser } from './registrationApi';

describe('registerUser', () => {
  it('posts the registration fields to users/register and resolves with the status', async () => {
    const adapter = createFixtureAdapter({
      'POST users/register': () => ({ status: 'waitingForAdminApproval' }),
    });
    const request = {
      email: 'anna@example.com',
      password: 'dlugie-haslo',
      repeatPassword: 'dlugie-haslo',
      personalDetails: { name: 'Anna', surname: 'Nowak' },
      clientKey: 'demo',
    };
    await expect(registerUser(adapter, request)).resolves.toEqual({
      status: 'waitingForAdminApproval',
    });
    expect(adapter.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: 'users/register', body: request }),
    ]);
  });

  it('suppresses its error notifications whatever the caller asks: the page shows the failure', async () => {
    const adapter = createFixtureAdapter({
      'POST users/register': () => {
        throw createApiErrorFromResponse(400, { errorType: 'accountExists' });
      },
    });
    await expect(
      registerUser(
        adapter,
        {
          email: 'a@b.pl',
          password: 'x',
          repeatPassword: 'x',
          personalDetails: { name: 'A', surname: 'B' },
        },
        { skipErrorNotification: false },
      ),
    ).rejects.toMatchObject({ status: 400, errorType: 'accountExists' });
    expect(adapter.calls[0]?.skipErrorNotification).toBe(true);
  });
});
