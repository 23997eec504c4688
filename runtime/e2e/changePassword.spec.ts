import { expect, test } from '@playwright/test';
import {
  createClient,
  createUser,
  logInThroughApi,
  superAdmin,
  uniqueName,
} from '../../e2e/support/accountFixtures';

test.describe('change password', () => {
  test('from the user menu: a wrong current password is refused, then the new one logs in', async ({
    page,
    request,
  }) => {
    const clientKey = uniqueName('hasla');
    const email = `${uniqueName('zmiana')}@example.com`;
    const admin = await logInThroughApi(request, superAdmin.email, superAdmin.password);
    await createClient(request, admin, { key: clientKey });
    await createUser(request, admin, clientKey, {
      email,
      password: 'pierwsze-haslo-42',
      name: 'Zofia',
      surname: 'Zmienna',
    });

    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('pierwsze-haslo-42');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(new RegExp(`/${clientKey}/start$`));

    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await page.getByRole('menuitem', { name: 'Zmień hasło' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmień hasło' });
    await expect(dialog).toBeVisible();
    const current = dialog.getByRole('textbox', { name: 'Obecne hasło' });
    const next = dialog.getByRole('textbox', { name: 'Nowe hasło', exact: true });
    const repeat = dialog.getByRole('textbox', { name: 'Powtórz nowe hasło' });
    const submit = dialog.getByRole('button', { name: 'Zmień hasło' });

    // Spec §5 in the browser: the repeat must equal the new password.
    await current.fill('nie-to-haslo');
    await next.fill('drugie-haslo-42');
    await repeat.fill('drugie-haslo-43');
    await submit.click();
    await expect(dialog.getByText('Hasła muszą być identyczne')).toBeVisible();

    // Spec §8: invalidCurrentPassword → 'Podano nieprawidłowe hasło' on the current password.
    await repeat.fill('drugie-haslo-42');
    await submit.click();
    await expect(dialog.getByText('Podano nieprawidłowe hasło')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    // Spec §8: success → 'changed successfully', and the dialog closes.
    await current.fill('pierwsze-haslo-42');
    await submit.click();
    await expect(page.getByText('Hasło zostało zmienione', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('pierwsze-haslo-42');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Nieprawidłowy email lub hasło')).toBeVisible();
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('drugie-haslo-42');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(new RegExp(`/${clientKey}/start$`));
    await expect(page.getByRole('heading', { name: 'Witaj, Zofia!' })).toBeVisible();
  });
});
