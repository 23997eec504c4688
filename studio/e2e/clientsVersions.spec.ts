import { expect, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { createUser, forgetSession, logIn, superAdmin } from '../../e2e/support/shellSupport';
import { createDraftVersion, openVersions, versionAction } from './support/applicationVersions';
import { clientKeyOf, fillNewClient, saveNewClient } from './support/clientEditor';

/** Where the screenshots of these screens go, for a person to look at. */
const shots = process.env.E2E_SHOTS_DIR ?? '.test-results/e2e-artifacts/clientsVersions';

test.describe('studio: clients and application versions', () => {
  test('a super admin creates a client with features; its admin drafts, changes, publishes, archives and unarchives versions', async ({
    page,
    request,
  }) => {
    test.slow();
    const clientKey = clientKeyOf(uniqueName('firma'));
    const clientName = uniqueName('Firma testowa');
    await logIn(page, superAdmin);

    // The super admin creates the client: key, name, a domain, two features.
    await fillNewClient(page, {
      key: clientKey,
      name: clientName,
      features: ['Wersje aplikacji', 'Moduł SMS'],
    });
    const key = page.getByRole('textbox', { name: /Klucz/ });
    await key.fill('demo');
    await expect(page.getByText('Ten klucz ma już inny klient (także usunięty)')).toBeVisible();
    await key.fill(clientKey);
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();
    await page.getByRole('textbox', { name: 'Domena 1' }).fill(`${clientKey}.example.com`);
    await page.screenshot({ path: `${shots}/client-editor.png`, fullPage: true });
    await saveNewClient(page, clientName);

    await page.getByRole('link', { name: 'Klienci' }).first().click();
    await page.getByRole('searchbox', { name: 'Szukaj po nazwie lub kluczu' }).fill(clientKey);
    const row = page.getByRole('row', { name: new RegExp(clientName) });
    await expect(row).toContainText(`${clientKey}.example.com`);
    await expect(row).toContainText('2 funkcje');
    await expect(page.getByRole('row', { name: /^Demo / })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/clients-list.png`, fullPage: true });

    // The client's admin works with versions.
    const admin = await createUser(request, {
      prefix: 'admin-wersji',
      type: 'client_admin',
      clientKey,
    });
    await forgetSession(page);
    await logIn(page, admin, new RegExp(`/${clientKey}/start$`));
    let table = await openVersions(page, clientKey);
    await expect(table.getByRole('row', { name: /^v1 / })).toContainText('Opublikowana');

    // A draft from live, edited at once.
    table = await createDraftVersion(page, 'Wiosna');
    await expect(table.getByRole('row', { name: /^v2 Wiosna/ })).toContainText('Edytowana');
    await expect(page.getByRole('button', { name: 'Wersja aplikacji: v2 Wiosna' })).toBeVisible();

    // A data provider created in the draft.
    const providerName = uniqueName('Reklamacje');
    await page.goto(`/${clientKey}/settings/dataProviders/new`);
    // The designer sees the draft being edited.
    await expect(page.getByText('Edytowana wersja:')).toBeVisible();
    await page.getByRole('region', { name: 'Ogólne' }).getByLabel('Nazwa').fill(providerName);
    await page.getByRole('button', { name: 'Dodaj pole' }).click();
    const panel = page.getByRole('region', { name: 'Ustawienia pola' });
    await panel.getByLabel('Nazwa', { exact: true }).fill('Opis');
    await panel.getByLabel('Nazwa w bazie').fill('opis');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /settings\/dataProviders$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await saved).status()).toBe(200);

    // Publishing shows what changes, then the draft is the live version.
    table = await openVersions(page, clientKey);
    await versionAction(page, 'v2 Wiosna', 'Opublikuj');
    const confirm = page.getByRole('alertdialog', { name: 'Opublikować wersję v2 Wiosna?' });
    const changes = confirm.getByRole('region', { name: 'Co się zmieni' });
    await expect(changes.getByRole('listitem', { name: `Nowy: ${providerName}` })).toBeVisible();
    await expect(changes.getByRole('region', { name: 'Źródła danych' })).toBeVisible();
    await page.screenshot({ path: `${shots}/publish-confirmation.png`, fullPage: true });
    await confirm.getByRole('button', { name: 'Opublikuj' }).click();
    table = page.getByRole('table', { name: 'Wersje aplikacji' });
    await expect(table.getByRole('row', { name: /^v2 Wiosna/ })).toContainText('Opublikowana');
    await expect(table.getByRole('row', { name: /^v1 / })).toContainText('Poprzednia');
    await expect(
      page.getByRole('button', { name: 'Wersja aplikacji: v2 Wiosna (live)' }),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/versions-list.png`, fullPage: true });

    // The old version is archived, then restored as a draft.
    const v1 = table.getByRole('row', { name: /^v1 / });
    const v1Name =
      (
        await v1.getByRole('button', { name: /^Więcej akcji: / }).getAttribute('aria-label')
      )?.replace('Więcej akcji: ', '') ?? '';
    await versionAction(page, v1Name, 'Archiwizuj');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archiwizuj' }).click();
    await expect(
      page.getByRole('table', { name: 'Wersje aplikacji' }).getByRole('row', { name: /^v1 / }),
    ).toContainText('Zarchiwizowana');
    await versionAction(page, v1Name, 'Przywróć z archiwum');
    await expect(
      page.getByRole('table', { name: 'Wersje aplikacji' }).getByRole('row', { name: /^v1 / }),
    ).toContainText('Szkic');
  });
});
