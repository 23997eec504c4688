import { expect, type Page, test } from '@playwright/test';
import { uniqueName } from '../../e2e/support/accountFixtures';
import { apiToken, logIn, superAdmin } from '../../e2e/support/shellSupport';

/** Where the screens are captured, when asked (SCREENSHOTS_DIR), to be looked at. */
async function capture(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Clicks Save and waits for the server's answer to the write at `path`. */
async function save(page: Page, path: RegExp): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && path.test(response.url()),
  );
  await page.getByRole('button', { name: 'Zapisz' }).click();
  expect((await saved).status()).toBe(200);
}

test.describe('studio: document types and client settings', () => {
  test('an admin creates a document type with role access, finds it in the list and edits it', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    const name = uniqueName('Umowa');
    await logIn(page, superAdmin);

    await page.goto('/demo/settings/documentTypes');
    await expect(page.getByRole('heading', { name: 'Typy dokumentów', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nowy typ dokumentu' }).first().click();
    await expect(page).toHaveURL(/\/demo\/settings\/documentTypes\/new$/);

    await page.getByRole('region', { name: 'Ogólne' }).getByLabel('Nazwa').fill(name);
    const access = page.getByRole('table', { name: 'Uprawnienia ról do dokumentów tego typu' });
    await access.getByRole('checkbox', { name: 'Podgląd: Handlowiec' }).check();
    await access.getByRole('checkbox', { name: 'Dodawanie: Handlowiec' }).check();
    await access.getByRole('checkbox', { name: 'Podgląd: Biuro' }).check();
    await expect(page.getByText('Dostęp mają 2 role.')).toBeVisible();
    await capture(page, 'document-type-editor');
    await save(page, /\/api\/settings\/document-types$/);
    await expect(page).toHaveURL(/\/demo\/settings\/documentTypes\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    // The list finds it by name, with who may use it.
    await page.getByRole('link', { name: 'Typy dokumentów' }).first().click();
    await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill(name.slice(0, -2));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Handlowiec · Podgląd, Dodawanie');
    await expect(row).toContainText('Biuro · Podgląd');
    await capture(page, 'document-types-list');

    // Edited: the office may now delete, the type is switched off.
    await row.getByRole('link', { name }).click();
    await access.getByRole('checkbox', { name: 'Usuwanie: Biuro' }).check();
    await page.getByRole('switch', { name: 'Aktywny' }).uncheck();
    await save(page, /\/api\/settings\/document-types\/[0-9a-f-]+$/);
    await page.reload();
    await expect(access.getByRole('checkbox', { name: 'Usuwanie: Biuro' })).toBeChecked();
    await expect(access.getByRole('checkbox', { name: 'Dodawanie: Biuro' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Aktywny' })).not.toBeChecked();
  });

  test('an admin changes a client setting and finds it kept after a reload', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    await logIn(page, superAdmin);
    const token = await apiToken(request);
    const headers = { authorization: `Bearer ${token}`, 'x-client-key': 'demo' };
    const before = (await (await request.get('/api/settings/clientSettings', { headers })).json())
      .data;
    try {
      await page.goto('/demo/settings/clientSettings');
      await expect(
        page.getByRole('heading', { name: 'Ustawienia środowiska', level: 1 }),
      ).toBeVisible();
      const imports = page.getByRole('region', { name: 'Import danych' });
      const count = imports.getByRole('spinbutton');
      await count.fill('0');
      await count.blur();
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expect(imports.getByText('Wartość nie może być mniejsza niż 1')).toBeVisible();
      await capture(page, 'client-settings-problem');

      await count.fill('2500');
      await count.blur();
      await page
        .getByRole('switch', { name: 'Powiadamiaj o nowych rejestracjach' })
        .setChecked(!before.notifyAboutNewRegistrations);
      await save(page, /\/api\/settings\/clientSettings$/);
      await page.reload();
      await expect(count).toHaveValue('2500');
      await expect(
        page.getByRole('switch', { name: 'Powiadamiaj o nowych rejestracjach' }),
      ).toBeChecked({ checked: !before.notifyAboutNewRegistrations });
      await capture(page, 'client-settings');
    } finally {
      // The demo client is shared by the whole run: its settings go back as they were.
      const restored = await request.put('/api/settings/clientSettings', { headers, data: before });
      expect(restored.status()).toBe(200);
    }
  });
});
