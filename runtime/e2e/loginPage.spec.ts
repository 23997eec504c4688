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
    await expect(page.getByText('Pole jest wymagane')).toHaveCount(2);
    await page.getByLabel('E-mail').fill('nie-email');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Podaj prawidłowy adres e-mail')).toBeVisible();
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
    await expect(page).toHaveTitle('Demo – Tessera');
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect(page.getByText('admin@tessera.local')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('the login page as a screenshot, with a failure shown', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('admin@tessera.local');
    await page.getByLabel('Hasło').fill('wrong-password');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Nieprawidłowy email lub hasło')).toBeVisible();
    const path = testInfo.outputPath('login-page.png');
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach('login-page', { path, contentType: 'image/png' });
  });

  test('the page is sent with a policy that allows only our own scripts', async ({ page }) => {
    const response = await page.goto('/auth/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  });
});
