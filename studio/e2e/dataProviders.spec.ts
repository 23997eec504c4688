import { expect, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { logIn, superAdmin } from '../../e2e/support/shellSupport';
import { addProviderField } from './support/providerFields';

test.describe('studio: data providers', () => {
  test('an admin builds a provider with five fields, finds it in the list and adds a record', async ({
    page,
  }) => {
    // A designer's whole flow: five fields, a save, the list, a record.
    test.slow();
    const name = uniqueName('Zamówienia');
    await logIn(page, superAdmin);
    await page.goto('/demo/settings/dataProviders');
    await expect(page.getByRole('heading', { name: 'Dostawcy danych' })).toBeVisible();

    await page.getByRole('link', { name: 'Nowy dostawca danych' }).first().click();
    await expect(page).toHaveURL(/\/demo\/settings\/dataProviders\/new$/);
    await page.getByRole('region', { name: 'Ogólne' }).getByLabel('Nazwa').fill(name);

    await addProviderField(page, { name: 'Klient', dbFieldName: 'klient' });
    await addProviderField(page, { name: 'Kwota', dbFieldName: 'kwota', valueType: 'Liczba' });
    await addProviderField(page, {
      name: 'Data zamówienia',
      dbFieldName: 'data',
      valueType: 'Data',
    });
    await addProviderField(page, {
      name: 'Opłacone',
      dbFieldName: 'oplacone',
      valueType: 'Tak/nie',
    });
    const template = await addProviderField(page, {
      name: 'Opis',
      dbFieldName: 'opis',
      kind: 'Tekst z szablonu',
    });
    await template.getByLabel('Szablon').fill('{{klient}}: {{kwota}} zł');

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /settings\/dataProviders$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/demo\/settings\/dataProviders\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // The list shows it; opening it shows the five fields in order.
    await page.getByRole('link', { name: 'Dostawcy danych' }).first().click();
    await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Ręczny');
    await expect(row).toContainText('5 pól');
    await row.getByRole('link', { name, exact: true }).click();
    const fields = page.getByRole('list', { name: 'Pola' }).getByRole('listitem');
    await expect(fields).toHaveCount(5);
    await expect(fields.nth(4)).toContainText('opis');

    // Browse: a new record, with the template computed from the values written.
    await page.getByRole('button', { name: 'Przeglądaj rekordy' }).click();
    await expect(page.getByRole('heading', { name: `Rekordy: ${name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Nowy rekord' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nowy rekord' });
    await dialog.getByLabel('Klient').fill('Jan Kowalski');
    await dialog.getByLabel('Kwota').fill('120,50');
    await dialog.getByLabel('Data zamówienia').fill('2026-03-14');
    await dialog.getByLabel('Opłacone').check();
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();

    const record = page.getByRole('row', { name: /Jan Kowalski/ });
    await expect(record).toContainText('2026-03-14');
    await expect(record).toContainText('Tak');
    await expect(record).toContainText(/Jan Kowalski: 120[.,]5 zł/);
  });
});
