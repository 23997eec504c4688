import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The super admin the e2e server prints (playwright.config.ts). */
export const superAdmin = { email: 'admin@tessera.local', password: 'tessera-admin' };

/** A password the server's policy accepts. */
export const password = 'Zielony-Kalafior-42';

/** A token for API calls made by the test itself. */
export async function apiToken(
  request: APIRequestContext,
  { email, password: secret }: { email: string; password: string } = superAdmin,
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { login: email, password: secret },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

/** Creates an account in a client through the API, as the super admin. */
export async function createUser(
  request: APIRequestContext,
  {
    prefix,
    type = 'user',
    clientKey = 'demo',
    name = 'Ewa',
    surname = 'Testowa',
  }: {
    prefix: string;
    type?: 'user' | 'client_admin';
    clientKey?: string;
    name?: string;
    surname?: string;
  },
): Promise<{ email: string; password: string }> {
  const token = await apiToken(request);
  const email = `${prefix}-${Date.now()}@example.com`;
  const response = await request.put('/api/users', {
    headers: { authorization: `Bearer ${token}`, 'x-client-key': clientKey },
    data: { email, password, type, personalDetails: { name, surname } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password };
}

/** Logs in through the login page and waits for the start page. */
export async function logIn(
  page: Page,
  { email, password: secret }: { email: string; password: string },
  startPath = /\/demo\/start$/,
): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(secret);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(startPath);
}
