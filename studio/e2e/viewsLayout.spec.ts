import { expect, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { logIn, superAdmin } from '../../e2e/support/shellSupport';
import { capture } from './support/capture';

test.describe('studio: views and layout', () => {
  test('an admin builds a table view of the customers, puts it in the menu and opens it in the application', async ({
    page,
  }) => {
    // A designer's whole flow across two screens and the runtime.
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    const name = uniqueName('Klienci');
    const title = `Baza klientów ${name.slice(-4)}`;
    const routeKey = `klienci-${name.slice(-8)}`.toLowerCase();
    await logIn(page, superAdmin);

    // The list, then a new table view.
    await page.goto('/demo/settings/views');
    await expect(page.getByRole('heading', { name: 'Widoki', level: 1 })).toBeVisible();
    await capture(page, 'views-list');
    await page.getByRole('button', { name: 'Nowy widok' }).first().click();
    await page.getByRole('menuitem', { name: 'Tabela' }).click();
    await expect(page).toHaveURL(/\/demo\/settings\/views\/new\?type=table$/);

    const general = page.getByRole('region', { name: 'Ogólne' });
    await general.getByLabel('Nazwa').fill(name);
    await general.getByLabel('Tytuł').fill(title);
    const access = page.getByRole('region', { name: 'Adres i dostęp' });
    await access.getByLabel('Ścieżka').fill(routeKey);
    await expect(
      access.getByRole('link', { name: new RegExp(`/demo/views/${routeKey}$`) }),
    ).toBeVisible();

    await page.getByRole('combobox', { name: /Dostawca danych/ }).click();
    await page.getByRole('option', { name: 'Klienci', exact: true }).click();
    for (const field of ['Nazwa', 'Miejscowość', 'Telefon']) {
      await page.getByRole('button', { name: 'Dodaj kolumnę' }).click();
      await page.getByRole('menuitem', { name: field, exact: true }).click();
    }
    const columns = page.getByRole('list', { name: 'Kolumny widoku' }).getByRole('listitem');
    await expect(columns).toHaveCount(3);
    await columns.nth(1).getByLabel('Nagłówek').fill('Miasto');
    await capture(page, 'view-editor');
    // A filter row, looked at and taken away again: the view lists every customer.
    await page.getByRole('button', { name: 'Dodaj filtr' }).click();
    await page.getByRole('button', { name: 'Dodaj sortowanie' }).click();
    await page.getByRole('region', { name: 'Akcja wiersza' }).scrollIntoViewIfNeeded();
    await capture(page, 'view-editor-filters');
    await page.getByRole('button', { name: 'Usuń filtr 1' }).click();
    await page.getByRole('button', { name: 'Usuń sortowanie 1' }).click();

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /settings\/views$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/demo\/settings\/views\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('heading', { name, level: 1 }).scrollIntoViewIfNeeded();
    await capture(page, 'view-editor-saved');

    // The layout: a new menu entry linking the view.
    await page.goto('/demo/settings/layout');
    await expect(page.getByRole('heading', { name: 'Układ aplikacji', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Dodaj pozycję', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Ustawienia pozycji' });
    await panel.getByLabel('Tekst').fill(title);
    await panel.getByRole('combobox', { name: /Ikona/ }).fill('people');
    await panel.getByRole('combobox', { name: /^Widok/ }).click();
    await page.getByRole('option', { name, exact: true }).click();
    await expect(
      page.getByRole('list', { name: 'Pozycje menu' }).getByRole('listitem', { name: title }),
    ).toContainText(`Widok: ${name}`);
    await capture(page, 'layout');
    const layoutSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        /settings\/applicationLayoutVersions\/[0-9a-f-]+$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await layoutSaved).status()).toBe(200);

    // The application: the view at its address, with the demo's customers, and in the menu.
    await page.goto(`/demo/views/${routeKey}`);
    const table = page.getByRole('table', { name: title });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Nazwa', 'Miasto', 'Telefon']);
    await expect(table.getByRole('row', { name: /Jan Kowalski/ })).toContainText('Kraków');
    await expect(table.getByRole('row', { name: /Anna Nowak/ })).toContainText('601 200 300');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/demo/views/${routeKey}`,
    );
    await capture(page, 'runtime-view');
  });
});
