import { expect, test } from '@playwright/test';
import { createUser, logIn } from '../../e2e/support/shellSupport';

test.describe('route guard (spec 000 §4)', () => {
  test('a guest on the start page goes to login with returnTo and a warning, then back', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, { prefix: 'guard-guest', name: 'Ola' });
    await page.goto('/demo/start');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdemo%2Fstart$/);
    await expect(page.getByText('Zaloguj się, aby przejść do tej strony').first()).toBeVisible();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Hasło').fill(user.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/demo\/start$/);
    await expect(page.getByRole('heading', { name: 'Witaj, Ola!' })).toBeVisible();
  });

  test('a plain user on a settings page is sent to main with a warning', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, { prefix: 'guard-user' });
    await logIn(page, user);
    await page.goto('/demo/settings/forms');
    await expect(page).toHaveURL(/\/demo\/start$/);
    await expect(page.getByText('Nie masz uprawnień do tej strony').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ustawienia' })).toHaveCount(0);
  });

  test('a session revoked meanwhile (401) returns to login on the next navigation', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, { prefix: 'guard-401' });
    await logIn(page, user);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('_token') ?? 'null'));
    const revoked = await request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'Tessera' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdemo%2Fstart$/);
    expect(await page.evaluate(() => localStorage.getItem('_token'))).toBeNull();
  });

  test('unknown pages show page not found inside the shell, with a link to start', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, { prefix: 'guard-404' });
    await logIn(page, user);
    await page.goto('/demo/nothing/here');
    await expect(page.getByText('Nie znaleziono strony')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
    await page.getByRole('link', { name: 'Przejdź do strony startowej' }).click();
    await expect(page).toHaveURL(/\/demo\/start$/);
  });
});
