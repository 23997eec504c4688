import { expect, test } from '@playwright/test';
import {
  createClient,
  createLoginToken,
  createUser,
  logInThroughApi,
  superAdmin,
  uniqueName,
} from '../../e2e/support/accountFixtures';
import { loginByTokenPath } from '../src/routing/authPaths';

test.describe('login by token', () => {
  test('a valid link logs in at the start page once; used again it is invalid', async ({
    browser,
    page,
    request,
  }) => {
    const clientKey = uniqueName('linki');
    const admin = await logInThroughApi(request, superAdmin.email, superAdmin.password);
    await createClient(request, admin, {
      key: clientKey,
      enabledFeatures: { userLoginTokens: true },
    });
    const userId = await createUser(request, admin, clientKey, {
      email: `${uniqueName('link')}@example.com`,
      password: 'fioletowy-kalafior-3',
      name: 'Lena',
      surname: 'Linkowa',
    });
    const token = await createLoginToken(request, admin, clientKey, userId);

    const redemption = page.waitForRequest('**/api/auth/loginByToken');
    await page.goto(loginByTokenPath(token));
    const sent = await redemption;
    // The token left the address before the call: its Referer does not carry it.
    expect(sent.headers().referer ?? '').not.toContain(token);
    await expect(page).toHaveURL(new RegExp(`/${clientKey}/start$`));
    await expect(page.getByRole('heading', { name: 'Witaj, Lena!' })).toBeVisible();
    // The address never kept the token in the history either.
    await page.goBack();
    expect(page.url()).not.toContain(token);

    const stranger = await browser.newPage();
    await stranger.goto(loginByTokenPath(token));
    await expect(
      stranger.getByRole('heading', { name: 'Podany link jest nieprawidłowy lub wygasł' }),
    ).toBeVisible();
    await expect(stranger).toHaveURL(/\/auth\/loginByToken$/);
    await stranger.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await expect(stranger).toHaveURL(/\/auth\/login$/);
    await stranger.close();
  });

  test('a made-up link is invalid', async ({ page }) => {
    await page.goto(loginByTokenPath('to-nie-jest-prawdziwy-link'));
    await expect(
      page.getByRole('heading', { name: 'Podany link jest nieprawidłowy lub wygasł' }),
    ).toBeVisible();
  });
});
