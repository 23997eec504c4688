import { expect, type Page, test } from '@playwright/test';
import {
  createClient,
  logInThroughApi,
  superAdmin,
  uniqueName,
} from '../../e2e/support/accountFixtures';

async function register(
  page: Page,
  account: { email: string; name: string; surname: string; password: string },
) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Imię').fill(account.name);
  await page.getByLabel('Nazwisko').fill(account.surname);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(account.password);
  await page.getByLabel('Powtórz hasło').fill(account.password);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
}

test.describe('register page', () => {
  test('from the login page into the demo client, which approves accounts: waiting for approval', async ({
    page,
  }) => {
    await page.goto('/demo/start');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdemo%2Fstart$/);
    await page.getByRole('link', { name: 'Zarejestruj się' }).click();
    await expect(page).toHaveURL(/\/auth\/register\?clientKey=demo$/);
    await expect(page.getByRole('heading', { name: 'Załóż konto' })).toBeVisible();
    await expect(page.getByText('Zakładasz konto w środowisku Demo.')).toBeVisible();
    // The demo client keeps the server's default policy: 8 characters.
    await expect(page.getByText('Co najmniej 8 znaków.')).toBeVisible();

    const email = `${uniqueName('czeka')}@example.com`;
    await register(page, { email, name: 'Ewa', surname: 'Czekająca', password: 'krotkie' });
    await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeVisible();
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('zielony-kalafior-42');
    await page.getByLabel('Powtórz hasło').fill('zielony-kalafior-41');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(page.getByText('Hasła muszą być identyczne')).toBeVisible();
    await page.getByLabel('Powtórz hasło').fill('zielony-kalafior-42');
    await page.getByRole('button', { name: 'Załóż konto' }).click();

    await expect(page.getByRole('heading', { name: 'Konto czeka na zatwierdzenie' })).toBeVisible();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdemo%2Fstart$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('zielony-kalafior-42');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(
      page.getByText('Konto jest nieaktywne i czeka na zatwierdzenie przez administratora.'),
    ).toBeVisible();
  });

  test('a client without approval: the account is active and logs in', async ({
    page,
    request,
  }) => {
    const clientKey = uniqueName('otwarty');
    const token = await logInThroughApi(request, superAdmin.email, superAdmin.password);
    await createClient(request, token, {
      key: clientKey,
      settings: { registrationRequiresApproval: false, minPasswordLength: 10 },
    });

    await page.goto(`/auth/register?clientKey=${clientKey}`);
    await expect(page.getByText('Co najmniej 10 znaków.')).toBeVisible();
    const email = `${uniqueName('aktywna')}@example.com`;
    await register(page, {
      email,
      name: 'Anna',
      surname: 'Aktywna',
      password: 'niebieski-kalafior-7',
    });
    await expect(page.getByRole('heading', { name: 'Konto zostało założone' })).toBeVisible();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('niebieski-kalafior-7');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(new RegExp(`/${clientKey}/start$`));
    await expect(page.getByRole('heading', { name: 'Witaj, Anna!' })).toBeVisible();
  });

  test('register 400 accountExists: the e-mail is taken', async ({ page }) => {
    await page.goto('/auth/register?clientKey=demo');
    await register(page, {
      email: superAdmin.email,
      name: 'Ktoś',
      surname: 'Inny',
      password: 'zielony-kalafior-42',
    });
    await expect(
      page.getByText('Konto z tym adresem e-mail już istnieje. Zaloguj się albo podaj inny adres.'),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an unknown client is an invalid organisation', async ({ page }) => {
    await page.goto('/auth/register?clientKey=nie-ma-takiego');
    await expect(
      page.getByText(
        'Podano nieprawidłową organizację. Sprawdź link do rejestracji albo skontaktuj się z administratorem.',
      ),
    ).toBeVisible();
  });
});
