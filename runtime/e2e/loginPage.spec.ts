import { expect, test } from '@playwright/test';

test.describe('login page', () => {
  test('an anonymous visitor of / lands on the login page in Polish', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByLabel('Hasło')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  });

  test('empty fields get the Polish validation messages', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('To pole jest wymagane').first()).toBeVisible();
  });

  test('wrong credentials show "Nieprawidłowy email lub hasło"', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('admin@tessera.local');
    await page.getByLabel('Hasło').fill('wrong-password');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Nieprawidłowy email lub hasło')).toBeVisible();
  });

  test('the printed super admin logs in to the demo environment and out again', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('admin@tessera.local');
    await page.getByLabel('Hasło').fill('tessera-admin');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/demo\/start$/);
    await page.getByRole('button', { name: /Admin Tessera|Tessera Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
