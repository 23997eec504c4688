import type { Page } from '@playwright/test';

/**
 * Adds a field of a palette type under the others (the palette item's click), labels it, and
 * answers the property panel of the new, selected field.
 */
export async function addFormField(page: Page, typeName: string, label: string) {
  await page.getByRole('button', { name: `Dodaj pole: ${typeName}` }).click();
  const panel = page.getByRole('region', { name: 'Właściwości pola' });
  await panel.getByLabel('Etykieta').fill(label);
  return panel;
}
