import { expect, test } from '@playwright/test';

test.describe('studio access', () => {
  test('a guest opening the settings is sent to login and, once logged in, back to the settings', async ({
    page,
  }) => {
    await page.goto('/demo/settings');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdemo%2Fsettings$/);
    await page.getByLabel('E-mail').fill('admin@tessera.local');
    await page.getByLabel('Hasło').fill('tessera-admin');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/demo\/settings$/);
    await expect(page.getByRole('heading', { name: 'Ustawienia' })).toBeVisible();
    await expect(page.getByText('Demo').first()).toBeVisible();
  });

  test('a returnTo pointing to another site is ignored', async ({ page }) => {
    await page.goto('/auth/login?returnTo=//evil.example/steal');
    await page.getByLabel('E-mail').fill('admin@tessera.local');
    await page.getByLabel('Hasło').fill('tessera-admin');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/demo\/start$/);
  });
});
