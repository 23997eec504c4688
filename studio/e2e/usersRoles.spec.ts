import { expect, type Page, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { createUser, logIn, password, superAdmin } from '../../e2e/support/shellSupport';
import { saveSettings } from './support/settingsSave';

/** Saves the open editor and waits for the settings address of the stored record. */
async function save(page: Page, collection: 'users' | 'roles') {
  await saveSettings(page, new RegExp(`/api/${collection}(/[0-9a-f-]+)?$`));
  await expect(page).toHaveURL(new RegExp(`/demo/settings/${collection}/[0-9a-f-]+/edit$`));
}

/** Waits for the users list to answer a query whose address contains `text`. */
function usersListed(page: Page, text: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      /\/api\/users\?/.test(response.url()) &&
      decodeURIComponent(response.url()).includes(text),
  );
}

/** Searches the users list and waits for its answer. */
async function searchUsers(page: Page, text: string) {
  const listed = usersListed(page, text);
  await page.getByRole('searchbox', { name: /Szukaj/ }).fill(text);
  await listed;
}

/** Chooses a status in the users list's filter and waits for the list's answer. */
async function showStatus(page: Page, status: 'Aktywny' | 'Nieaktywny') {
  const listed = usersListed(
    page,
    `filter[status]=${status === 'Aktywny' ? 'active' : 'inactive'}`,
  );
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await listed;
}

test.describe('studio: users and roles', () => {
  test('an admin creates a role, a user with that role and a supervisor, deactivates and reactivates them, and finds them', async ({
    page,
    request,
  }) => {
    test.slow();
    const roleName = uniqueName('Serwisant');
    const surname = uniqueName('Monter');
    const email = `${surname.toLowerCase()}@example.com`;
    const bossSurname = uniqueName('Szefowa');
    await createUser(request, { prefix: 'szefowa', name: 'Ewa', surname: bossSurname });
    await logIn(page, superAdmin);

    // A role with a special permission.
    await page.goto('/demo/settings/roles');
    await expect(page.getByRole('heading', { name: 'Role', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nowa rola' }).first().click();
    await page.getByRole('region', { name: 'Ogólne' }).getByLabel('Nazwa').fill(roleName);
    const permissions = page.getByRole('region', { name: 'Uprawnienia' });
    await permissions.getByRole('tab', { name: /Specjalne/ }).click();
    await permissions.getByRole('checkbox', { name: 'Zarządzanie użytkownikami' }).check();
    await save(page, 'roles');
    await expect(page.getByRole('heading', { name: roleName })).toBeVisible();
    await permissions.getByRole('tab', { name: /Przypisane/ }).click();
    await expect(
      permissions.getByRole('listitem', { name: 'Zarządzanie użytkownikami' }),
    ).toBeVisible();

    // A user holding it, with a supervisor found by name.
    await page.getByRole('link', { name: 'Użytkownicy' }).first().click();
    await expect(page.getByRole('heading', { name: 'Użytkownicy', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nowy użytkownik' }).first().click();
    const account = page.getByRole('region', { name: 'Konto' });
    await account.getByLabel(/^E-mail/).fill(email);
    await account.getByLabel(/^Hasło/).fill(password);
    const personal = page.getByRole('region', { name: 'Dane osobowe' });
    await personal.getByLabel(/^Imię/).fill('Piotr');
    await personal.getByLabel(/^Nazwisko/).fill(surname);
    const organisation = page.getByRole('region', { name: 'Role i przełożony' });
    await organisation.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('menuitemcheckbox', { name: roleName }).click();
    await page.keyboard.press('Escape');
    await organisation.getByRole('combobox', { name: 'Przełożony' }).fill(bossSurname);
    await page.getByRole('option', { name: new RegExp(bossSurname) }).click();
    await save(page, 'users');
    await expect(page.getByRole('heading', { name: `${surname} Piotr` })).toBeVisible();
    await expect(organisation.getByRole('combobox', { name: 'Przełożony' })).toHaveValue(
      `${bossSurname} Ewa`,
    );

    // Deactivated after a confirmation...
    await page.getByRole('button', { name: 'Dezaktywuj' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('nie będzie mógł się zalogować');
    await dialog.getByRole('button', { name: 'Dezaktywuj' }).click();
    await expect(page.getByRole('button', { name: 'Aktywuj' })).toBeVisible();
    await expect(page.locator('header').getByText('Nieaktywny')).toBeVisible();

    // ...found among the inactive users only, by name and by e-mail...
    await page.getByRole('link', { name: 'Użytkownicy' }).first().click();
    await searchUsers(page, surname);
    const row = page.getByRole('row', { name: new RegExp(surname) });
    await expect(row).toContainText('Nieaktywny');
    await expect(row).toContainText(roleName);
    await showStatus(page, 'Aktywny');
    await expect(page.getByText('Brak użytkowników pasujących do wyszukiwania')).toBeVisible();
    await showStatus(page, 'Nieaktywny');
    await searchUsers(page, email);
    await expect(row).toContainText(email);

    // ...and reactivated from the list.
    await page.getByRole('button', { name: `Więcej akcji: ${surname} Piotr` }).click();
    await page.getByRole('menuitem', { name: 'Aktywuj' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aktywuj' }).click();
    await expect(page.getByText('Brak użytkowników pasujących do wyszukiwania')).toBeVisible();
    await showStatus(page, 'Aktywny');
    await expect(row).toContainText('Aktywny');
  });
});
