import { expect, test } from '@playwright/test';
import { superAdmin } from '../../e2e/support/shellSupport';
import {
  enterPath,
  formCard,
  logInAs,
  officePerson,
  processSave,
  pvSalesIds,
  salesPerson,
  savedProcess,
  screenshotWholePage,
} from './processFormSupport';

/** The client's start page, or the starting view it goes on to. */
const clientStart = /\/demo\/(start|views\/[^/]+)$/;

// A process from start to finish through its forms (spec 002 §2 "Form screen", §4 "Form"), on the
// demo app: sales starts a lead and makes the offer, the office signs it.

test.describe('process forms (spec 002 §2, §4)', () => {
  // One process, from its start to its signature: each test goes on where the last stopped.
  test.describe.configure({ mode: 'serial' });
  let processId = '';

  test('sales starts a lead from the add-action menu; the required fields stop the first save', async ({
    page,
  }, testInfo) => {
    // Short enough that the save button and the first field do not fit on one screen.
    await page.setViewportSize({ width: 1280, height: 420 });
    await logInAs(page, salesPerson);
    const startedFrom = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Rozpocznij proces' }).click();
    await page.getByRole('menuitem', { name: 'Sprzedaż instalacji PV' }).click();
    await expect(page).toHaveURL(`/demo/forms/${pvSalesIds.leadForm}/new`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprzedaż instalacji PV');
    await expect(page.getByRole('heading', { name: 'Nowy lead' })).toBeVisible();

    const name = page.getByLabel('Imię i nazwisko klienta');
    const save = page.getByRole('button', { name: 'Zapisz', exact: true });
    await save.scrollIntoViewIfNeeded();
    await expect(name).not.toBeInViewport();
    await save.click();
    // "Validation failed" notice, the card red and open, the first problem scrolled to.
    await expect(
      page.getByText('Formularz zawiera błędy. Popraw zaznaczone pola.', { exact: true }),
    ).toBeVisible();
    await expect(formCard(page)).toHaveAttribute('data-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(page.getByText('Pole jest wymagane')).toHaveCount(3);
    await screenshotWholePage(page, testInfo.outputPath('lead-invalid-phone.png'), 390);

    // The choice field reads the customers through queries/forContext.
    await page.getByRole('combobox', { name: /Klient z bazy/ }).click();
    await page.getByRole('option', { name: 'Anna Nowak' }).click();
    await name.fill('Anna Nowak');
    await page.getByLabel('Telefon').fill('601 200 300');
    await page.getByLabel(/Miesięczny rachunek/).fill('420,50');
    const started = processSave(page, 'POST');
    await save.click();
    const process = await savedProcess(started);
    expect(process.currentStepId).toBe('offer');
    processId = process.id;
    await expect(page.getByText('Zapisano pomyślnie', { exact: true })).toBeVisible();
    // Back to the previous route: the page the menu was used on.
    await expect(page).toHaveURL(startedFrom);
  });

  test('sales makes the offer: computed price, conditional field, product rows', async ({
    page,
  }, testInfo) => {
    await logInAs(page, salesPerson);
    await page.goto(enterPath(pvSalesIds.offerForm, processId));
    await expect(page.getByRole('heading', { name: 'Oferta' })).toBeVisible();
    await expect(page.getByLabel('Klient', { exact: true })).toHaveValue('Anna Nowak');

    // The price follows power × unit price.
    const price = page.getByLabel('Cena instalacji (zł)');
    await page.getByLabel('Moc instalacji (kWp)').fill('8');
    await expect(page.getByLabel('Cena za kWp (zł)')).toHaveValue('4200');
    await expect(price).toHaveValue('33600');
    await page.getByLabel('Cena za kWp (zł)').fill('4000');
    await expect(price).toHaveValue('32000');
    await expect(price).toBeDisabled();

    // The subsidy number shows only while the subsidy is wanted, and starts over when hidden.
    const subsidy = page.getByRole('checkbox', { name: /dotację/ });
    const subsidyNumber = page.getByRole('textbox', { name: 'Numer wniosku o dotację' });
    await expect(subsidyNumber).toHaveCount(0);
    await subsidy.check();
    await subsidyNumber.fill('MP-2026/17');
    await subsidy.uncheck();
    await expect(subsidyNumber).toHaveCount(0);
    await subsidy.check();
    await expect(subsidyNumber).toHaveValue('');
    await subsidyNumber.fill('MP-2026/17');

    // Products: one row at least, five at most.
    const products = page.getByRole('region', { name: 'Produkty' });
    const addRow = products.getByRole('button', { name: 'Dodaj wiersz' });
    const removeRow = products.getByRole('button', { name: 'Usuń wiersz' });
    const rows = products.getByRole('textbox', { name: 'Produkt' });
    await expect(rows).toHaveCount(1);
    await expect(removeRow).toHaveCount(0);
    for (let count = 2; count <= 5; count += 1) {
      await addRow.last().click();
      await expect(rows).toHaveCount(count);
    }
    await expect(addRow).toHaveCount(0);
    await screenshotWholePage(page, testInfo.outputPath('offer-desktop.png'), 1280);
    for (let count = 4; count >= 1; count -= 1) {
      await removeRow.last().click();
      await expect(rows).toHaveCount(count);
    }
    await expect(removeRow).toHaveCount(0);
    await expect(addRow).toHaveCount(1);
    await rows.first().fill('Panel 400 W');
    await products.getByLabel('Ilość').fill('20');

    // Leaving with changes asks first (spec 000 §4); staying keeps them.
    await page.getByRole('button', { name: 'Wstecz' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Niezapisane zmiany' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Zostań' }).click();
    await expect(page).toHaveURL(enterPath(pvSalesIds.offerForm, processId));
    await expect(rows.first()).toHaveValue('Panel 400 W');

    await screenshotWholePage(page, testInfo.outputPath('offer-phone.png'), 390);

    const saved = processSave(page, 'PATCH');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    const process = await savedProcess(saved);
    // A price moves the process on to signing.
    expect(process.currentStepId).toBe('signing');
    await expect(page.getByText('Zapisano pomyślnie', { exact: true })).toBeVisible();
    // Opened by its address, the form had no previous route: main, which leads to the start.
    await expect(page).toHaveURL(clientStart);
    // The offer is no longer the step: the form is not sales' to fill any more.
    await page.goto(enterPath(pvSalesIds.offerForm, processId));
    await expect(page.getByText('Nie możesz wypełnić tego formularza')).toBeVisible();
  });

  test('the office signs it, with the history of the changes on the form', async ({
    page,
  }, testInfo) => {
    await logInAs(page, officePerson);
    await page.goto(enterPath(pvSalesIds.signForm, processId));
    await expect(page.getByRole('heading', { name: 'Podpisanie umowy' })).toBeVisible();
    await expect(page.getByLabel('Cena instalacji (zł)')).toHaveValue('32000');

    const history = page.getByRole('table', { name: 'Historia zmian' });
    const change = (field: string) => history.getByRole('row').filter({ hasText: field });
    await expect(change('Moc (kWp)')).toContainText('Handlowa Hanna');
    await expect(change('Moc (kWp)')).toContainText('8');
    // History writes numbers the Polish way: digit groups split by a non-breaking space.
    await expect(change('Cena (zł)')).toContainText('32\u00a0000');
    await expect(change('Telefon')).toContainText('601 200 300');
    await screenshotWholePage(page, testInfo.outputPath('sign-desktop.png'), 1280);

    await page.getByRole('checkbox', { name: /Umowa podpisana/ }).check();
    await page.getByLabel('Uwagi do umowy').fill('Podpisano w biurze.');
    const saved = processSave(page, 'PATCH');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    expect((await savedProcess(saved)).isFinished).toBe(true);
    await expect(page.getByText('Zapisano pomyślnie', { exact: true })).toBeVisible();

    // A finished process opens read-only, its history grown by the signature.
    await page.goto(enterPath(pvSalesIds.signForm, processId));
    await expect(
      page.getByText('Możesz przeglądać ten formularz, ale nie możesz go zmienić.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zapisz', exact: true })).toHaveCount(0);
    await expect(change('Umowa podpisana')).toContainText('Biurowy Bartosz');
  });
});

test.describe('form pages (spec 000 §2, §6)', () => {
  test('forms.enter without a processId is page not found', async ({ page }) => {
    await logInAs(page, salesPerson);
    await page.goto(`/demo/forms/${pvSalesIds.offerForm}/enter`);
    await expect(page.getByText('Nie znaleziono strony')).toBeVisible();
  });

  test('an unknown process is "record not found", then back', async ({ page }) => {
    await logInAs(page, salesPerson);
    await page.goto(enterPath(pvSalesIds.offerForm, '00000000-0000-4000-8000-000000000000'));
    await expect(page.getByText('Nie znaleziono rekordu', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(clientStart);
  });

  test('an admin has the settings menu, and Ctrl+Shift+S opens the form settings', async ({
    page,
  }) => {
    await logInAs(page, superAdmin);
    await page.goto(`/demo/forms/${pvSalesIds.leadForm}/new?source=e2e`);
    await expect(page.getByRole('heading', { name: 'Nowy lead' })).toBeVisible();
    await page.getByRole('button', { name: 'Ustawienia formularza i procesu' }).click();
    await expect(page.getByRole('menuitem', { name: /Ustawienia procesu/ })).toHaveAttribute(
      'href',
      `/demo/settings/processes/${pvSalesIds.salesProcess}/edit`,
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Shift+S');
    await expect(page).toHaveURL(`/demo/settings/forms/${pvSalesIds.leadForm}/edit`);
  });
});
