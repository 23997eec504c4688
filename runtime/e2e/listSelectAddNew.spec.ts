import { expect, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { logInAs, processSave, pvSalesIds, salesPerson, savedProcess } from './processFormSupport';

// A list select's "add new record" (spec 002 §3 allowAddingNewRecords, newRecordFormFields; §4
// "adding a new record through the form in a list select selects it and invalidates the cache"),
// on the demo app: sales does not find the customer of a new lead, adds them from the lead form
// and saves the lead with them.

test('sales adds a missing customer from the lead form, which selects them, and saves the lead', async ({
  page,
}, testInfo) => {
  const customer = uniqueName('Zofia Zielona');
  await logInAs(page, salesPerson);
  await page.goto(`/demo/forms/${pvSalesIds.leadForm}/new`);
  await expect(page.getByRole('heading', { name: 'Nowy lead' })).toBeVisible();

  // The customer is not in the base: the search finds nothing, "add new" is still offered.
  const customers = page.getByRole('combobox', { name: /Klient z bazy/ });
  await customers.click();
  await expect(page.getByRole('option', { name: 'Anna Nowak' })).toBeVisible();
  await customers.fill('Zofia Ziel');
  await expect(page.getByText('Brak danych')).toBeVisible();
  await page.getByRole('option', { name: 'Dodaj nowy rekord…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Nowy rekord: Klienci' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Nazwa' });
  await expect(name).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Miejscowość' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Telefon' })).toBeVisible();

  // The name starts with what was searched for; it shows the customer in the list, so it is
  // required before anything is sent.
  await expect(name).toHaveValue('Zofia Ziel');
  await name.fill('');
  await dialog.getByRole('button', { name: 'Dodaj' }).click();
  await expect(dialog.getByText('Pole jest wymagane')).toBeVisible();
  await expect(name).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('new-customer-required.png') });

  await name.fill(customer);
  await dialog.getByRole('textbox', { name: 'Miejscowość' }).fill('Zakopane');
  await dialog.getByRole('textbox', { name: 'Telefon' }).fill('608 900 100');
  await page.screenshot({ path: testInfo.outputPath('new-customer-filled.png') });
  // On a phone the dialog fills the screen.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 760 });
  await page.screenshot({ path: testInfo.outputPath('new-customer-phone.png') });
  if (desktop) await page.setViewportSize(desktop);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname ===
        `/api/dataRecords/${pvSalesIds.customersProvider}/record`,
  );
  // Enter in an input adds the record, as the button does.
  await dialog.getByRole('textbox', { name: 'Telefon' }).press('Enter');
  const createdAnswer = await created;
  expect(createdAnswer.ok(), await createdAnswer.text()).toBe(true);
  const record = ((await createdAnswer.json()) as { data: { id: string; data: object } }).data;
  expect(record.data).toMatchObject({ name: customer, city: 'Zakopane', phone: '608 900 100' });

  // The new customer is chosen, and the list, asked again, has them.
  await expect(dialog).toBeHidden();
  await expect(customers).toHaveValue(customer);
  await customers.click();
  await expect(page.getByRole('option', { name: customer })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(customers).toHaveValue(customer);

  await page.getByLabel('Imię i nazwisko klienta').fill(customer);
  await page.getByLabel('Telefon').fill('608 900 100');
  await page.getByLabel(/Miesięczny rachunek/).fill('380');
  const started = processSave(page, 'POST');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const startRequest = (await started).request();
  await savedProcess(started);
  expect(startRequest.postDataJSON()).toMatchObject({
    fields: expect.arrayContaining([{ fieldId: 'customer', value: record.id }]),
  });
  await expect(page.getByText('Zapisano pomyślnie', { exact: true })).toBeVisible();
});
