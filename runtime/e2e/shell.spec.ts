import { expect, test } from '@playwright/test';
import { motionSettled } from '../../e2e/support/motionSettled';
import { apiToken, createUser, logIn, superAdmin } from '../../e2e/support/shellSupport';

test.describe('application shell (spec 000 §2)', () => {
  test('an admin has the top bar, the user menu and the Settings group leading into the studio', async ({
    page,
    request,
  }) => {
    const admin = await createUser(request, {
      prefix: 'shell-admin',
      type: 'client_admin',
      name: 'Piotr',
      surname: 'Wiśniewski',
    });
    await logIn(page, admin);

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Tessera' })).toHaveAttribute('href', '/demo');
    // Client search is for super admins only.
    await expect(banner.getByRole('button', { name: /Zmień środowisko/ })).toHaveCount(0);

    await banner.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect(page.getByText('Wiśniewski Piotr').last()).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Zmień hasło' }).click();
    await expect(page.getByRole('dialog', { name: 'Zmień hasło' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('button', { name: 'Ustawienia' }).click();
    await motionSettled(page);
    await expect(menu.getByRole('link', { name: 'Formularze' })).toHaveAttribute(
      'href',
      '/demo/settings/forms',
    );
    // Clients is for super admins; SMS only with its feature flag (spec 000 §6).
    await expect(menu.getByRole('link', { name: 'Środowiska', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Wiadomości SMS' })).toHaveCount(0);

    // The studio is another app: a page load, with the same top bar.
    await menu.getByRole('link', { name: 'Role', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/settings\/roles$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tessera' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Menu główne' })
        .getByRole('link', { name: 'Role', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a plain user has the user menu but no Settings group', async ({ page, request }) => {
    const user = await createUser(request, { prefix: 'shell-user' });
    await logIn(page, user);
    await expect(page.getByRole('heading', { name: 'Witaj, Ewa!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ustawienia' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Wersja aplikacji/ })).toHaveCount(0);
    await expect(page).toHaveTitle('Demo – Tessera');
  });

  test('the side menu is an overlay behind the hamburger on a small screen', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const admin = await createUser(request, { prefix: 'shell-narrow', type: 'client_admin' });
    await logIn(page, admin);
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeHidden();
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('button', { name: 'Ustawienia' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a super admin switches clients: main of the new client, or the same settings page', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const key = `shell-${Date.now()}`;
    const created = await request.put('/api/clients', {
      headers: { authorization: `Bearer ${token}` },
      data: { key, name: `Oddział ${key}`, enabledFeatures: { applicationVersions: true } },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await logIn(page, superAdmin);
    await page.getByRole('button', { name: 'Zmień środowisko: Demo' }).click();
    await page.getByRole('searchbox', { name: 'Szukaj środowiska' }).fill(key);
    await page.getByRole('menuitem', { name: new RegExp(`Oddział ${key}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${key}/start$`));
    await expect(page).toHaveTitle(`Oddział ${key} – Tessera`);

    // The version selector: admins, with the applicationVersions feature (spec 000 §6).
    const selector = page.getByRole('button', { name: /^Wersja aplikacji: v1 .*\(live\)$/ });
    await expect(selector).toBeVisible();

    await page.goto(`/${key}/settings/forms`);
    await page.getByRole('button', { name: /Zmień środowisko/ }).click();
    await page.getByRole('searchbox', { name: 'Szukaj środowiska' }).fill('Demo');
    await page.getByRole('menuitem', { name: /^Demo/ }).click();
    await expect(page).toHaveURL(/\/demo\/settings\/forms$/);
  });

  test('selecting an application version remembers it for the session and reloads (spec 000 §4)', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const key = `versions-${Date.now()}`;
    const headers = { authorization: `Bearer ${token}`, 'x-client-key': key };
    await request.put('/api/clients', {
      headers: { authorization: `Bearer ${token}` },
      data: { key, name: `Wersje ${key}`, enabledFeatures: { applicationVersions: true } },
    });
    const versions = await (await request.get('/api/applicationVersions', { headers })).json();
    const live = versions.data[0];
    const draft = await request.put('/api/applicationVersions', {
      headers,
      data: { name: 'Nowy cennik', copyFromId: live.id },
    });
    expect(draft.ok(), await draft.text()).toBe(true);

    await logIn(page, superAdmin);
    await page.goto(`/${key}/start`);
    await page.getByRole('button', { name: /Wersja aplikacji/ }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitemradio', { name: /v2 Nowy cennik/ }).click(),
    ]);
    const selector = page.getByRole('button', { name: 'Wersja aplikacji: v2 Nowy cennik' });
    await expect(selector).toBeVisible();
    await expect(selector).toContainText('Szkic');
    expect(await page.evaluate(() => sessionStorage.getItem('_currentVersionId'))).toBe(
      JSON.stringify((await draft.json()).data.id),
    );
    // Back to live: stored as the special value live.
    await selector.click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitemradio', { name: /\(live\)/ }).click(),
    ]);
    await expect(
      page.getByRole('button', { name: /Wersja aplikacji: v1 .*\(live\)/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('_currentVersionId'))).toBe('"live"');
  });
});
