import { expect, test } from '@playwright/test';
import { createUser, logIn } from '../../e2e/support/shellSupport';

test.describe('connection (spec 000 §4: offline and online snackbars)', () => {
  test('losing the connection shows the offline snackbar and indicator; recovery the online one', async ({
    page,
    context,
    request,
  }) => {
    const user = await createUser(request, { prefix: 'offline' });
    await logIn(page, user);

    await context.setOffline(true);
    await expect(
      page.getByRole('listitem', { name: 'Brak połączenia z internetem' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('Brak połączenia')).toBeVisible();

    await context.setOffline(false);
    await expect(
      page.getByRole('listitem', { name: 'Połączenie z internetem zostało przywrócone' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('Brak połączenia')).toHaveCount(0);
  });
});
