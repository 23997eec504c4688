import { expect, type Page, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { logIn, superAdmin } from '../../e2e/support/shellSupport';

/** Where a palette item is grabbed, from its top-left corner: the dragged card's corner follows. */
const grab = { x: 6, y: 6 };

/**
 * Drags a field type from the palette to a cell of the form grid, as a person does with a
 * mouse: the dragged card's top-left corner lands on the cell.
 */
async function dragToCell(page: Page, typeName: string, column: number, row: number) {
  const item = page.getByRole('button', { name: `Dodaj pole: ${typeName}` });
  const from = (await item.boundingBox())!;
  const grid = (await page.getByRole('group', { name: 'Siatka formularza' }).boundingBox())!;
  await page.mouse.move(from.x + grab.x, from.y + grab.y);
  await page.mouse.down();
  await page.mouse.move(from.x + grab.x + 20, from.y + grab.y + 20, { steps: 5 });
  const target = {
    x: grid.x + (column * grid.width) / 12 + grab.x + 4,
    y: grid.y + row * 10 + grab.y + 2,
  };
  await page.mouse.move(target.x, target.y, { steps: 15 });
  await page.mouse.up();
}

/** A field's card on the grid, found by its label. */
const card = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Siatka formularza' }).getByRole('button', {
    name: new RegExp(`^${label},`),
  });

test.describe('studio: forms', () => {
  test('an admin builds a form bound to Klienci on the grid, saves it and finds the layout kept', async ({
    page,
  }) => {
    test.slow();
    const name = uniqueName('Ankieta klienta');
    await logIn(page, superAdmin);
    await page.goto('/demo/settings/forms');
    await expect(page.getByRole('heading', { name: 'Formularze', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nowy formularz' }).first().click();
    await expect(page).toHaveURL(/\/demo\/settings\/forms\/new$/);

    const general = page.getByRole('region', { name: 'Ogólne' });
    await general.getByLabel('Nazwa').fill(name);
    await general.getByRole('combobox', { name: 'Dostawca danych' }).click();
    await page.getByRole('option', { name: 'Klienci' }).click();

    // Two fields from the palette, dropped side by side on the first row.
    await dragToCell(page, 'Pole tekstowe', 0, 0);
    const panel = page.getByRole('region', { name: 'Właściwości pola' });
    await expect(panel.getByRole('heading', { name: 'text_1' })).toBeVisible();
    await panel.getByLabel('Etykieta').fill('Nazwa klienta');
    await panel.getByRole('combobox', { name: 'Pole dostawcy' }).click();
    await page.getByRole('option', { name: 'Nazwa', exact: true }).click();
    await expect(card(page, 'Nazwa klienta')).toHaveAccessibleName(
      'Nazwa klienta, Pole tekstowe, kolumna 1, wiersz 1, szerokość 3',
    );

    await dragToCell(page, 'Liczba', 6, 0);
    await expect(panel.getByRole('heading', { name: 'number_1' })).toBeVisible();
    await panel.getByLabel('Etykieta').fill('Liczba paneli');
    // The binding picker offers only provider fields of a matching value type: Klienci has none.
    await panel.getByRole('combobox', { name: 'Pole dostawcy' }).click();
    await expect(page.getByRole('option', { name: 'Bez powiązania' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Nazwa', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(card(page, 'Liczba paneli')).toHaveAccessibleName(
      'Liczba paneli, Liczba, kolumna 7, wiersz 1, szerokość 3',
    );

    // The keyboard: the text field two columns right and one row down.
    await card(page, 'Nazwa klienta').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(card(page, 'Nazwa klienta')).toHaveAccessibleName(
      'Nazwa klienta, Pole tekstowe, kolumna 3, wiersz 2, szerokość 3',
    );
    // Undo takes back the last move, redo replays it.
    await page.keyboard.press('Control+z');
    await expect(card(page, 'Nazwa klienta')).toHaveAccessibleName(/kolumna 3, wiersz 1,/);
    await page.keyboard.press('Control+Shift+z');
    await expect(card(page, 'Nazwa klienta')).toHaveAccessibleName(/kolumna 3, wiersz 2,/);

    if (process.env.FORMS_SCREENSHOT) {
      await page.setViewportSize({ width: 1280, height: 1000 });
      await card(page, 'Nazwa klienta').click();
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: process.env.FORMS_SCREENSHOT });
      await page.setViewportSize({ width: 1680, height: 1000 });
      await page.screenshot({ path: process.env.FORMS_SCREENSHOT.replace('.png', '-wide.png') });
    }

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /settings\/forms$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/demo\/settings\/forms\/[0-9a-f-]+\/edit$/);

    await page.reload();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(card(page, 'Nazwa klienta')).toHaveAccessibleName(
      'Nazwa klienta, Pole tekstowe, kolumna 3, wiersz 2, szerokość 3',
    );
    await expect(card(page, 'Liczba paneli')).toHaveAccessibleName(
      'Liczba paneli, Liczba, kolumna 7, wiersz 1, szerokość 3',
    );
    await expect(card(page, 'Nazwa klienta')).toContainText('Powiązane z: Nazwa');
    await expect(
      page
        .getByRole('region', { name: 'Ogólne' })
        .getByRole('combobox', { name: 'Dostawca danych' }),
    ).toHaveText('Klienci');

    // The list finds it with its provider and field count.
    await page.getByRole('link', { name: 'Formularze' }).first().click();
    await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Klienci');
    await expect(row).toContainText('2 pola');
  });
});
