import { expect, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { processSave, savedProcess } from '../../e2e/support/processSaves';
import { forgetSession, logIn, password, superAdmin } from '../../e2e/support/shellSupport';
import { createDraftVersion, openVersions, versionAction } from './support/applicationVersions';
import { capture } from './support/capture';
import { clientKeyOf, fillNewClient, saveNewClient } from './support/clientEditor';
import { chooseOption, chooseOptions } from './support/fluentPickers';
import { addFormField } from './support/formDesigner';
import { addProviderField } from './support/providerFields';
import { saveSettings } from './support/settingsSave';

// Issue 8's "done": from an empty client, a designer builds a working application in the studio
// without touching JSON — roles and a user, a process provider with five fields, two forms (one
// with a conditional field and a computed value), a two-step options process for two roles and a
// table view in the menu — publishes it, and a regular user runs the process through in the
// runtime.

test.describe('studio: an application from scratch', () => {
  test('a designer builds, publishes, and a regular user runs a two-step process', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const clientKey = clientKeyOf(uniqueName('sklep'));
    const clientName = uniqueName('Sklep testowy');
    const settings = `/${clientKey}/settings`;
    const salesRole = 'Handlowiec';
    const managerRole = 'Kierownik';
    const provider = 'Zamówienia';
    const orderForm = 'Nowe zamówienie';
    const approvalForm = 'Akceptacja zamówienia';
    const processName = 'Obsługa zamówień';
    const viewTitle = 'Zamówienia klientów';
    const routeKey = 'zamowienia';
    const userSurname = 'Sprzedawczyk';
    const user = { email: `${clientKey}.anna@example.com`, password };

    await test.step('the super admin creates an empty client with versions and options processes', async () => {
      await logIn(page, superAdmin);
      await fillNewClient(page, {
        key: clientKey,
        name: clientName,
        features: ['Wersje aplikacji', 'Procesy w trybie opcji'],
      });
      await saveNewClient(page, clientName);
    });

    await test.step('a draft version to build in', async () => {
      const table = await openVersions(page, clientKey);
      await expect(table.getByRole('row')).toHaveCount(2);
      await createDraftVersion(page, 'Pierwsze wydanie');
      await expect(
        page.getByRole('button', { name: 'Wersja aplikacji: v2 Pierwsze wydanie' }),
      ).toBeVisible();
    });

    await test.step('two roles and a user holding both', async () => {
      for (const role of [salesRole, managerRole]) {
        await page.goto(`${settings}/roles`);
        await expect(page.getByRole('heading', { name: 'Role', level: 1 })).toBeVisible();
        await page.getByRole('link', { name: 'Nowa rola' }).first().click();
        await page.getByRole('region', { name: 'Ogólne' }).getByLabel('Nazwa').fill(role);
        await saveSettings(page, /\/api\/roles(\/[0-9a-f-]+)?$/);
        await expect(page).toHaveURL(new RegExp(`${settings}/roles/[0-9a-f-]+/edit$`));
      }

      await page.goto(`${settings}/users`);
      await expect(page.getByRole('heading', { name: 'Użytkownicy', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Nowy użytkownik' }).first().click();
      const account = page.getByRole('region', { name: 'Konto' });
      await account.getByLabel(/^E-mail/).fill(user.email);
      await account.getByLabel(/^Hasło/).fill(user.password);
      const personal = page.getByRole('region', { name: 'Dane osobowe' });
      await personal.getByLabel(/^Imię/).fill('Anna');
      await personal.getByLabel(/^Nazwisko/).fill(userSurname);
      await chooseOptions(
        page,
        page.getByRole('region', { name: 'Role i przełożony' }).getByRole('combobox', {
          name: 'Role',
        }),
        salesRole,
        managerRole,
      );
      await saveSettings(page, /\/api\/users(\/[0-9a-f-]+)?$/);
      await expect(page).toHaveURL(new RegExp(`${settings}/users/[0-9a-f-]+/edit$`));
      await expect(page.getByRole('heading', { name: `${userSurname} Anna` })).toBeVisible();
    });

    await test.step('a process provider with five fields', async () => {
      await page.goto(`${settings}/dataProviders/new`);
      await expect(page.getByText('Edytowana wersja:')).toBeVisible();
      const general = page.getByRole('region', { name: 'Ogólne' });
      await general.getByLabel('Nazwa').fill(provider);
      await chooseOption(page, general.getByRole('combobox', { name: 'Typ' }), 'Procesowy');
      await addProviderField(page, { name: 'Klient', dbFieldName: 'klient' });
      await addProviderField(page, { name: 'Cena', dbFieldName: 'cena', valueType: 'Liczba' });
      await addProviderField(page, { name: 'Ilość', dbFieldName: 'ilosc', valueType: 'Liczba' });
      await addProviderField(page, { name: 'Rabat', dbFieldName: 'rabat', valueType: 'Tak/nie' });
      await addProviderField(page, { name: 'Kod rabatowy', dbFieldName: 'kod_rabatowy' });
      await saveSettings(page, /\/api\/settings\/dataProviders$/);
      await expect(page).toHaveURL(new RegExp(`${settings}/dataProviders/[0-9a-f-]+/edit$`));
      await expect(page.getByRole('list', { name: 'Pola' }).getByRole('listitem')).toHaveCount(5);
    });

    await test.step('the order form: a conditional discount code and a computed total', async () => {
      await page.goto(`${settings}/forms/new`);
      const general = page.getByRole('region', { name: 'Ogólne' });
      await general.getByLabel('Nazwa').fill(orderForm);
      await chooseOption(
        page,
        general.getByRole('combobox', { name: 'Dostawca danych' }),
        provider,
      );

      const bound = async (type: string, label: string, providerField: string) => {
        const panel = await addFormField(page, type, label);
        await chooseOption(
          page,
          panel.getByRole('combobox', { name: 'Pole dostawcy' }),
          providerField,
        );
        return panel;
      };
      await bound('Pole tekstowe', 'Klient', 'Klient');
      await bound('Liczba', 'Cena (zł)', 'Cena');
      await bound('Liczba', 'Ilość', 'Ilość');

      // The total: price × quantity, typed in the expression editor and checked as typed.
      let panel = await addFormField(page, 'Liczba', 'Wartość zamówienia (zł)');
      await chooseOption(
        page,
        panel.getByRole('combobox', { name: /^Wartość domyślna: sposób/ }),
        'Wyrażenie matematyczne',
      );
      const editor = panel.locator('.monaco-editor');
      await expect(editor).toBeVisible();
      await editor.locator('.view-lines').click();
      await page.keyboard.type('number_1 * number_2');
      await expect(panel.getByText('Wyrażenie jest poprawne.')).toBeVisible();
      await chooseOption(page, panel.getByRole('combobox', { name: 'Zablokowane' }), 'Zawsze');

      await bound('Pole wyboru', 'Rabat', 'Rabat');
      // The discount code shows only while the discount is ticked.
      panel = await bound('Pole tekstowe', 'Kod rabatowy', 'Kod rabatowy');
      await chooseOption(
        page,
        panel.getByRole('combobox', { name: 'Widoczne' }),
        'Gdy spełniony jest warunek',
      );
      await chooseOption(
        page,
        panel.getByRole('combobox', { name: 'Rodzaj warunku' }),
        'Porównanie wartości',
      );
      await chooseOption(page, panel.getByRole('combobox', { name: 'Pole', exact: true }), 'Rabat');
      await chooseOption(page, panel.getByRole('combobox', { name: 'Operator' }), 'jest równe');
      await chooseOption(
        page,
        panel.getByRole('combobox', { name: 'Wartość', exact: true }),
        'Tak (prawda)',
      );
      await capture(page, 'order-form-editor');

      const response = await saveSettings(page, /\/api\/settings\/forms$/);
      const stored = response.request().postDataJSON() as {
        fields: { label: string; visible?: unknown; defaultValue?: unknown }[];
      };
      expect(stored.fields.map((field) => field.label)).toEqual([
        'Klient',
        'Cena (zł)',
        'Ilość',
        'Wartość zamówienia (zł)',
        'Rabat',
        'Kod rabatowy',
      ]);
      expect(stored.fields[3]?.defaultValue).toEqual({
        type: 'computed_expression',
        expression: 'number_1 * number_2',
      });
      expect(stored.fields[5]?.visible).toMatchObject({
        type: 'compare_value',
        operator: 'equal',
        rightValue: { type: 'const', value: true },
      });
      await expect(page).toHaveURL(new RegExp(`${settings}/forms/[0-9a-f-]+/edit$`));
    });

    await test.step("the manager's approval form", async () => {
      await page.goto(`${settings}/forms/new`);
      const general = page.getByRole('region', { name: 'Ogólne' });
      await general.getByLabel('Nazwa').fill(approvalForm);
      await chooseOption(
        page,
        general.getByRole('combobox', { name: 'Dostawca danych' }),
        provider,
      );
      for (const field of ['Klient', 'Kod rabatowy']) {
        const panel = await addFormField(page, 'Pole tekstowe', field);
        await chooseOption(page, panel.getByRole('combobox', { name: 'Pole dostawcy' }), field);
      }
      await saveSettings(page, /\/api\/settings\/forms$/);
      await expect(page).toHaveURL(new RegExp(`${settings}/forms/[0-9a-f-]+/edit$`));
    });

    await test.step('a two-step options process for the two roles', async () => {
      await page.goto(`${settings}/processes`);
      await expect(page.getByRole('heading', { name: 'Procesy', level: 1 })).toBeVisible();
      await expect(page.getByText('Nie ma jeszcze procesów')).toBeVisible();
      // Only the options type is switched on: the button opens its editor at once.
      await page.getByRole('button', { name: 'Nowy proces' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${settings}/processes/new\\?type=options$`));
      const general = page.getByRole('region', { name: 'Ogólne' });
      await general.getByLabel('Nazwa').fill(processName);
      await chooseOption(
        page,
        general.getByRole('combobox', { name: /Dostawca danych procesu/ }),
        provider,
      );

      const steps = page.getByRole('region', { name: 'Kroki' });
      const stepPanel = page.getByRole('region', { name: 'Ustawienia kroku' });
      const addStep = async (name: string, form: string, role: string) => {
        await steps.getByRole('button', { name: 'Dodaj krok' }).click();
        await stepPanel.getByLabel('Nazwa kroku').fill(name);
        await stepPanel.getByRole('button', { name: 'Dodaj formularz' }).click();
        await chooseOption(page, stepPanel.getByRole('combobox', { name: /Formularz/ }), form);
        await chooseOptions(page, stepPanel.getByRole('combobox', { name: /Role/ }), role);
      };
      await addStep('Zamówienie', orderForm, salesRole);
      await addStep('Akceptacja', approvalForm, managerRole);
      // Once the manager saves, the process is finished.
      await stepPanel.getByRole('button', { name: 'Dodaj warunek zakończenia' }).click();
      await chooseOption(
        page,
        stepPanel
          .getByRole('region', { name: 'Warunek zakończenia 1' })
          .getByRole('combobox', { name: 'Wtedy' }),
        'Zakończ proces',
      );
      // The order goes on to the approval whatever was entered.
      const list = page.getByRole('list', { name: 'Kroki procesu' });
      await list.getByRole('listitem', { name: 'Zamówienie' }).click();
      await stepPanel.getByRole('button', { name: 'Dodaj warunek zakończenia' }).click();
      await expect(stepPanel.getByRole('combobox', { name: /Krok docelowy/ })).toHaveText(
        'Akceptacja',
      );
      await capture(page, 'process-editor');

      const response = await saveSettings(page, /\/api\/settings\/processes$/);
      const body = (await response.json()) as { data: Record<string, unknown> };
      expect(body.data).toMatchObject({
        name: processName,
        type: 'options',
        steps: [
          {
            name: 'Zamówienie',
            action: { type: 'start', trigger: { type: 'form' } },
            finishConditions: [{ action: { type: 'go_to_step' } }],
          },
          {
            name: 'Akceptacja',
            action: { type: 'enterForm' },
            finishConditions: [{ action: { type: 'finish_process' } }],
          },
        ],
      });
      await expect(page).toHaveURL(new RegExp(`${settings}/processes/[0-9a-f-]+/edit$`));
    });

    await test.step('a table view of the orders, opened by both roles', async () => {
      await page.goto(`${settings}/views`);
      await expect(page.getByRole('heading', { name: 'Widoki', level: 1 })).toBeVisible();
      await expect(page.getByText('Nie ma jeszcze widoków')).toBeVisible();
      await page.getByRole('button', { name: 'Nowy widok' }).first().click();
      await page.getByRole('menuitem', { name: 'Tabela' }).click();
      const general = page.getByRole('region', { name: 'Ogólne' });
      await general.getByLabel('Nazwa').fill(viewTitle);
      await general.getByLabel('Tytuł').fill(viewTitle);
      const access = page.getByRole('region', { name: 'Adres i dostęp' });
      await access.getByLabel('Ścieżka').fill(routeKey);
      await expect(
        access.getByRole('link', { name: new RegExp(`/${clientKey}/views/${routeKey}$`) }),
      ).toBeVisible();
      await chooseOptions(
        page,
        access.getByRole('combobox', { name: /Role z dostępem/ }),
        salesRole,
        managerRole,
      );
      await chooseOption(page, page.getByRole('combobox', { name: /Dostawca danych/ }), provider);
      for (const field of ['Klient', 'Cena', 'Ilość', 'Rabat']) {
        await page.getByRole('button', { name: 'Dodaj kolumnę' }).click();
        await page.getByRole('menuitem', { name: field, exact: true }).click();
      }
      await expect(
        page.getByRole('list', { name: 'Kolumny widoku' }).getByRole('listitem'),
      ).toHaveCount(4);
      // A row opens the form its process waits for.
      await page
        .getByRole('radiogroup', { name: 'Po kliknięciu wiersza' })
        .getByRole('radio', { name: 'Otwiera formularz, na który czeka proces rekordu' })
        .check();
      await saveSettings(page, /\/api\/settings\/views$/);
      await expect(page).toHaveURL(new RegExp(`${settings}/views/[0-9a-f-]+/edit$`));
    });

    await test.step('the view in the side menu', async () => {
      await page.goto(`${settings}/layout`);
      await expect(page.getByRole('heading', { name: 'Układ aplikacji', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Dodaj pozycję', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Ustawienia pozycji' });
      await panel.getByLabel('Tekst').fill(viewTitle);
      await chooseOption(page, panel.getByRole('combobox', { name: /^Widok/ }), viewTitle);
      await expect(
        page.getByRole('list', { name: 'Pozycje menu' }).getByRole('listitem', { name: viewTitle }),
      ).toContainText(`Widok: ${viewTitle}`);
      await saveSettings(page, /\/api\/settings\/applicationLayoutVersions(\/[0-9a-f-]+)?$/);
    });

    await test.step('publishing the draft, after a look at what changes', async () => {
      await openVersions(page, clientKey);
      await versionAction(page, 'v2 Pierwsze wydanie', 'Opublikuj');
      const confirm = page.getByRole('alertdialog', {
        name: 'Opublikować wersję v2 Pierwsze wydanie?',
      });
      const changes = confirm.getByRole('region', { name: 'Co się zmieni' });
      for (const added of [provider, orderForm, approvalForm, processName, viewTitle]) {
        await expect(
          changes.getByRole('listitem', { name: `Nowy: ${added}`, exact: true }),
        ).toBeVisible();
      }
      await capture(page, 'publish-confirmation');
      await confirm.getByRole('button', { name: 'Opublikuj' }).click();
      await expect(
        page
          .getByRole('table', { name: 'Wersje aplikacji' })
          .getByRole('row', { name: /^v2 Pierwsze wydanie/ }),
      ).toContainText('Opublikowana');
    });

    const customer = 'Jan Nowakowski';
    const clientStart = new RegExp(`/${clientKey}/(start|views/[^/]+)$`);

    await test.step('the user starts an order: the code follows the discount, the total is computed', async () => {
      await forgetSession(page);
      await logIn(page, user, clientStart);
      await page.getByRole('button', { name: 'Rozpocznij proces' }).click();
      await page.getByRole('menuitem', { name: processName }).click();
      await expect(page).toHaveURL(new RegExp(`/${clientKey}/forms/[0-9a-f-]+/new$`));
      await expect(page.getByRole('heading', { name: orderForm })).toBeVisible();

      await page.getByLabel('Klient').fill(customer);
      await page.getByLabel('Cena (zł)').fill('250');
      await page.getByLabel('Ilość').fill('4');
      const total = page.getByLabel('Wartość zamówienia (zł)');
      await expect(total).toHaveValue('1000');
      await expect(total).toBeDisabled();
      await page.getByLabel('Ilość').fill('6');
      await expect(total).toHaveValue('1500');

      const discount = page.getByRole('checkbox', { name: 'Rabat' });
      const code = page.getByRole('textbox', { name: 'Kod rabatowy' });
      await expect(code).toHaveCount(0);
      await discount.check();
      await expect(code).toBeVisible();
      await discount.uncheck();
      await expect(code).toHaveCount(0);
      await discount.check();
      await code.fill('WIOSNA10');
      await capture(page, 'runtime-order-form');

      const started = processSave(page, 'POST');
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
      const process = await savedProcess(started);
      expect(process.isFinished).toBe(false);
      expect(process.currentStepId).not.toBeNull();
      await expect(page.getByText('Zapisano pomyślnie', { exact: true })).toBeVisible();
    });

    await test.step('the order waits for the manager: the table lists it, its row opens the approval', async () => {
      const menu = page.getByRole('navigation', { name: 'Menu główne' });
      await menu.getByRole('link', { name: viewTitle }).click();
      await expect(page).toHaveURL(new RegExp(`/${clientKey}/views/${routeKey}$`));
      const table = page.getByRole('table', { name: viewTitle });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Klient',
        'Cena',
        'Ilość',
        'Rabat',
      ]);
      const row = table.getByRole('row').filter({ hasText: customer });
      await expect(row.getByRole('cell')).toHaveText([customer, '250', '6', 'Tak']);
      await capture(page, 'runtime-table');

      await row.getByRole('cell', { name: customer }).click();
      await expect(page).toHaveURL(new RegExp(`/${clientKey}/forms/[0-9a-f-]+/enter\\?processId=`));
      await expect(page.getByRole('heading', { name: approvalForm })).toBeVisible();
      await expect(page.getByLabel('Klient')).toHaveValue(customer);
      await expect(page.getByLabel('Kod rabatowy')).toHaveValue('WIOSNA10');
      await page.getByLabel('Kod rabatowy').fill('WIOSNA15');

      const saved = processSave(page, 'PATCH');
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
      expect((await savedProcess(saved)).isFinished).toBe(true);
      await expect(page.getByText('Zapisano pomyślnie', { exact: true })).toBeVisible();
      // Back to the table the row was clicked in.
      await expect(page).toHaveURL(new RegExp(`/${clientKey}/views/${routeKey}$`));
      await expect(table.getByRole('row').filter({ hasText: customer })).toHaveCount(1);
    });
  });
});
