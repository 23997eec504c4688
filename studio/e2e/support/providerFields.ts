import type { Page } from '@playwright/test';

/** Adds a field in the data provider editor and fills its settings in the field panel. */
export async function addProviderField(
  page: Page,
  field: { name: string; dbFieldName: string; valueType?: string; kind?: string },
) {
  await page.getByRole('button', { name: 'Dodaj pole' }).click();
  const panel = page.getByRole('region', { name: 'Ustawienia pola' });
  await panel.getByLabel('Nazwa', { exact: true }).fill(field.name);
  await panel.getByLabel('Nazwa w bazie').fill(field.dbFieldName);
  if (field.kind) {
    await panel.getByRole('combobox', { name: 'Rodzaj pola' }).click();
    await page.getByRole('option', { name: field.kind }).click();
  }
  if (field.valueType) {
    await panel.getByRole('combobox', { name: 'Typ wartości' }).click();
    await page.getByRole('option', { name: field.valueType, exact: true }).click();
  }
  return panel;
}
