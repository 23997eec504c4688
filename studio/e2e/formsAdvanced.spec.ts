import { expect, type Locator, type Page, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { logIn, superAdmin } from '../../e2e/support/shellSupport';
import { chooseOption } from './support/fluentPickers';
import { addFormField } from './support/formDesigner';

/** Picks an option of a Fluent dropdown found by its accessible name. */
function choose(page: Page, within: Locator, combobox: string | RegExp, option: string) {
  return chooseOption(page, within.getByRole('combobox', { name: combobox }), option);
}

test.describe('studio: form methods, variables and the live preview', () => {
  test('a computed field through the expression editor, a variable, and the preview computing it', async ({
    page,
  }) => {
    test.slow();
    // Monaco and its worker load from our own origin under the page's CSP.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|Refused to/i.test(message.text())
      ) {
        refused.push(message.text());
      }
    });
    const name = uniqueName('Oferta PV');
    await logIn(page, superAdmin);
    await page.goto('/demo/settings/forms/new');
    await page.getByRole('region', { name: 'Ogólne' }).getByLabel('Nazwa').fill(name);

    // A form variable: the power of one panel.
    await page.getByRole('tab', { name: 'Zmienne' }).click();
    await page.getByRole('button', { name: 'Dodaj zmienną' }).click();
    const variable = page.getByRole('region', { name: 'zmienna1' });
    await variable.getByLabel('Nazwa zmiennej').fill('moc_panelu');
    await page
      .getByRole('region', { name: 'moc_panelu' })
      .getByLabel('Wartość', { exact: true })
      .fill('0.4');
    await expect(page.getByRole('tab', { name: 'Zmienne (1)' })).toBeVisible();

    // The panels' count with a constant default.
    await page.getByRole('tab', { name: 'Projekt' }).click();
    let panel = await addFormField(page, 'Liczba', 'Liczba paneli');
    await choose(page, panel, /^Wartość domyślna: sposób/, 'Stała wartość');
    await panel.getByLabel('Wartość', { exact: true }).fill('10');

    // The installation's power: a math expression, checked as it is typed.
    panel = await addFormField(page, 'Liczba', 'Moc instalacji');
    await choose(page, panel, /^Wartość domyślna: sposób/, 'Wyrażenie matematyczne');
    const editor = panel.locator('.monaco-editor');
    await expect(editor).toBeVisible();
    await editor.locator('.view-lines').click();
    await page.keyboard.type('number_1 *');
    await expect(panel.getByRole('alert')).toContainText('Błąd składni');
    await expect(editor.locator('.squiggly-error')).not.toHaveCount(0);
    await page.keyboard.type(' moc');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByText(/Nieznane nazwy .*: moc/)).toBeVisible();
    await expect(editor.locator('.squiggly-warning')).not.toHaveCount(0);

    // `moc` bound to the form variable: the expression is valid.
    await panel.getByRole('button', { name: 'Dodaj wartość' }).click();
    await panel
      .getByRole('group', { name: 'Wartość domyślna' })
      .getByRole('textbox', { name: 'Nazwa' })
      .fill('moc');
    await choose(page, panel, /^moc: sposób/, 'Wartość zmiennej');
    await expect(panel.getByRole('combobox', { name: 'Zmienna' })).toHaveText('moc_panelu');
    await expect(panel.getByText('Wyrażenie jest poprawne.')).toBeVisible();
    await expect(editor.locator('.squiggly-error, .squiggly-warning')).toHaveCount(0);
    expect(refused).toEqual([]);
    if (process.env.FORMS_SCREENSHOT) {
      await page.setViewportSize({ width: 1440, height: 1100 });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: process.env.FORMS_SCREENSHOT, fullPage: true });
    }

    // The live preview runs the engine on the draft: 10 panels of 0.4 kW.
    await page.getByRole('tab', { name: 'Podgląd' }).click();
    const preview = page.getByRole('region', { name: 'Formularz w podglądzie' });
    await expect(preview.getByRole('textbox', { name: 'Moc instalacji' })).toHaveValue('4');
    await preview.getByRole('textbox', { name: 'Liczba paneli' }).fill('12');
    await expect(preview.getByRole('textbox', { name: 'Moc instalacji' })).toHaveValue('4,8');
    if (process.env.FORMS_SCREENSHOT) {
      await page.screenshot({
        path: process.env.FORMS_SCREENSHOT.replace('.png', '-preview.png'),
        fullPage: true,
      });
    }

    // A field-changed listener and the save-button redirect.
    await page.getByRole('tab', { name: 'Zdarzenia pól' }).click();
    await page.getByRole('button', { name: 'Dodaj zdarzenie' }).click();
    const listener = page.getByRole('region', { name: 'Zmiana pola Liczba paneli' });
    await expect(listener.getByRole('combobox', { name: 'Rodzaj akcji' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Zdarzenia pól (1)' })).toBeVisible();
    if (process.env.FORMS_SCREENSHOT) {
      await page.screenshot({
        path: process.env.FORMS_SCREENSHOT.replace('.png', '-listeners.png'),
        fullPage: true,
      });
    }
    await page.getByRole('tab', { name: 'Po zapisie' }).click();
    await choose(page, page.locator('body'), 'Po zapisie', 'Przejdź pod adres');
    await page
      .getByRole('group', { name: 'Adres' })
      .getByLabel('Wartość', { exact: true })
      .fill('https://example.com/dziekujemy');
    if (process.env.FORMS_SCREENSHOT) {
      await page.screenshot({
        path: process.env.FORMS_SCREENSHOT.replace('.png', '-redirect.png'),
        fullPage: true,
      });
    }

    // Saved as built: the variable, the computed default, the listener and the redirect.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /settings\/forms$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const stored = response.request().postDataJSON() as {
      variables: { name: string; value: unknown }[];
      fields: { id: string; label: string; defaultValue?: unknown }[];
      formEventListeners: { formFieldId: string }[];
      layout: { saveButton: { redirect: unknown } };
    };
    expect(stored.formEventListeners).toEqual([
      expect.objectContaining({ type: 'field_value_changed', formFieldId: 'number_1' }),
    ]);
    expect(stored.layout.saveButton.redirect).toEqual({
      type: 'url',
      url: { type: 'manual', value: 'https://example.com/dziekujemy' },
    });
    expect(stored.variables).toEqual([
      expect.objectContaining({ name: 'moc_panelu', value: { type: 'manual', value: 0.4 } }),
    ]);
    const power = stored.fields.find((field) => field.label === 'Moc instalacji');
    expect(power?.defaultValue).toEqual({
      type: 'computed_expression',
      expression: 'number_1 * moc',
      variables: { moc: { type: 'variable_value', variableId: expect.stringMatching(/^var-/) } },
    });
    await expect(page).toHaveURL(/\/demo\/settings\/forms\/[0-9a-f-]+\/edit$/);
  });
});
