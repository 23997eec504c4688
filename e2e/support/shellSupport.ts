import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  createUser as createAccount,
  logInThroughApi,
  superAdmin,
  uniqueName,
} from './accountFixtures';

export { superAdmin };

/** A password the server's policy accepts. */
export const password = 'Zielony-Kalafior-42';

/** A token for API calls made by the test itself (the super admin's unless told). */
export function apiToken(
  request: APIRequestContext,
  who: { email: string; password: string } = superAdmin,
): Promise<string> {
  return logInThroughApi(request, who.email, who.password);
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
  const email = `${uniqueName(prefix)}@example.com`;
  await createAccount(request, await apiToken(request), clientKey, {
    email,
    password,
    name,
    surname,
    type,
  });
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

/** Forgets who is logged in (the session lives in the browser's storage): the next person logs in. */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
