import { expect, type Page } from '@playwright/test';
import { saveSettings } from './settingsSave';

/**
 * As the super admin: opens a new client in the clients screen and fills its key, name and
 * features (their labels, e.g. "Wersje aplikacji"), not yet saved.
 */
export async function fillNewClient(
  page: Page,
  client: { key: string; name: string; features: readonly string[] },
) {
  await page.goto('/demo/settings/clients');
  await expect(page.getByRole('heading', { name: 'Klienci', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nowy klient' }).first().click();
  await page.getByRole('textbox', { name: /Klucz/ }).fill(client.key);
  await page.getByRole('textbox', { name: /Nazwa/ }).fill(client.name);
  for (const feature of client.features) {
    await page.getByRole('checkbox', { name: feature }).check();
  }
}

/** Saves the new client and waits for its editor at its own address. */
export async function saveNewClient(page: Page, name: string) {
  await saveSettings(page, /\/api\/clients$/);
  await expect(page).toHaveURL(/\/demo\/settings\/clients\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** A client key no earlier test of this run has used: lower-case letters, digits and "-". */
export function clientKeyOf(uniqueName: string): string {
  return uniqueName.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}
