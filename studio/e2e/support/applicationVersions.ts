import { expect, type Page } from '@playwright/test';

/** The application versions list of a client: waits for it, returns its table. */
export async function openVersions(page: Page, clientKey: string) {
  await page.goto(`/${clientKey}/settings/applicationVersions`);
  await expect(page.getByRole('heading', { name: 'Wersje aplikacji', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Wersje aplikacji' });
  await expect(table).toBeVisible();
  return table;
}

/** Opens a version's row menu and chooses an action. */
export async function versionAction(page: Page, version: string, action: string) {
  await page.getByRole('button', { name: `Więcej akcji: ${version}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Creates a draft from the live version on the open list; the studio then edits it. */
export async function createDraftVersion(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nowa wersja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa wersja aplikacji' });
  await expect(dialog.getByRole('combobox', { name: /Na podstawie wersji/ })).toHaveValue(/.+/);
  await dialog.getByRole('textbox', { name: /Nazwa/ }).fill(name);
  await dialog.getByRole('button', { name: 'Utwórz' }).click();
  const table = page.getByRole('table', { name: 'Wersje aplikacji' });
  await expect(table.getByRole('row', { name: new RegExp(`^v\\d+ ${name}`) })).toContainText(
    'Edytowana',
  );
  return table;
}
