import { expect, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { logIn, superAdmin } from '../../e2e/support/shellSupport';
import { capture } from './support/capture';
import { chooseOption } from './support/fluentPickers';
import { addProviderField } from './support/providerFields';
import { saveSettings } from './support/settingsSave';

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

test.describe('studio: a provider computed from another (docs/virtual-providers.md)', () => {
  test('an aggregating provider over a manual provider with records shows one record per group, read-only', async ({
    page,
  }) => {
    test.slow();
    const source = uniqueName('Sprzedaż');
    const report = uniqueName('Sprzedaż wg regionu');
    await logIn(page, superAdmin);

    // The source: a manual provider with three orders in two regions.
    await page.goto('/demo/settings/dataProviders/new');
    await page.getByRole('region', { name: 'Ogólne' }).getByLabel('Nazwa').fill(source);
    await addProviderField(page, { name: 'Region', dbFieldName: 'region' });
    await addProviderField(page, { name: 'Kwota', dbFieldName: 'kwota', valueType: 'Liczba' });
    await saveSettings(page, /settings\/dataProviders$/);
    await page.getByRole('button', { name: 'Przeglądaj rekordy' }).click();
    for (const [region, amount] of [
      ['Północ', '100'],
      ['Południe', '70'],
      ['Północ', '25,5'],
    ] as const) {
      await page.getByRole('button', { name: 'Nowy rekord' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nowy rekord' });
      await dialog.getByLabel('Region').fill(region);
      await dialog.getByLabel('Kwota').fill(amount);
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole('row', { name: /Północ/ })).toHaveCount(2);

    // The report: grouped by region, the orders counted and their amounts summed.
    await page.goto('/demo/settings/dataProviders/new');
    const general = page.getByRole('region', { name: 'Ogólne' });
    await general.getByLabel('Nazwa').fill(report);
    await chooseOption(page, general.getByRole('combobox', { name: 'Typ' }), 'Agregujący');
    const sourceSection = page.getByRole('region', { name: 'Źródło rekordów' });
    await chooseOption(
      page,
      sourceSection.getByRole('combobox', { name: /Dostawca źródłowy/ }),
      source,
    );
    const panel = page.getByRole('region', { name: 'Ustawienia pola' });
    await page.getByRole('button', { name: 'Dodaj pole' }).click();
    await chooseOption(page, panel.getByRole('combobox', { name: /Grupuj według pola/ }), 'Region');
    await expect(panel.getByLabel('Nazwa w bazie')).toHaveValue('region');
    await page.getByRole('button', { name: 'Dodaj pole' }).click();
    await chooseOption(page, panel.getByRole('combobox', { name: 'Rodzaj pola' }), 'Agregacja');
    await panel.getByLabel('Nazwa', { exact: true }).fill('Zamówienia');
    await panel.getByLabel('Nazwa w bazie').fill('liczba');
    await page.getByRole('button', { name: 'Dodaj pole' }).click();
    await chooseOption(page, panel.getByRole('combobox', { name: 'Rodzaj pola' }), 'Agregacja');
    await chooseOption(page, panel.getByRole('combobox', { name: 'Funkcja' }), 'Suma');
    await chooseOption(page, panel.getByRole('combobox', { name: /Pole agregowane/ }), 'Kwota');
    await panel.getByLabel('Nazwa', { exact: true }).fill('Suma');
    await panel.getByLabel('Nazwa w bazie').fill('suma');
    await capture(page, 'provider-aggregating-editor');
    await saveSettings(page, /settings\/dataProviders$/);
    await expect(page).toHaveURL(/\/demo\/settings\/dataProviders\/[0-9a-f-]+\/edit$/);
    await expect(general.getByRole('combobox', { name: 'Typ' })).toBeDisabled();

    // Its records: one per region, computed from the orders, not editable here.
    await page.getByRole('button', { name: 'Przeglądaj rekordy' }).click();
    await expect(page.getByRole('heading', { name: `Rekordy: ${report}` })).toBeVisible();
    const table = page.getByRole('table', { name: `Rekordy: ${report}` });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row', { name: /Południe/ })).toContainText(/Południe\s*1\s*70/);
    await expect(table.getByRole('row', { name: /Północ/ })).toContainText(/Północ\s*2\s*125[,.]5/);
    await expect(page.getByText(/wyliczane z rekordów innego dostawcy/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nowy rekord' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /Edytuj rekord/ })).toHaveCount(0);
    await capture(page, 'provider-aggregating-browse');
  });
});
