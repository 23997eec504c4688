import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logInThroughApi, superAdmin, uniqueName } from '../../e2e/support/accountFixtures';
import { logIn } from '../../e2e/support/shellSupport';
import { pvSalesIds } from '../../examples/demo-app/src/pvSalesApp';

// The core loop in the runtime (spec 002 §3, §4): a salesperson saves an offer, the process moves
// to the office's step, and the office person finds it in their inbox — their starting view —
// clicks the row and continues in the step's form.

/** The demo app's people share the super admin's password (examples/demo-app). */
const office = { email: 'biuro@demo.tessera.local', password: superAdmin.password };
const sales = { email: 'handlowiec@demo.tessera.local', password: superAdmin.password };

const inboxPath = /\/demo\/views\/zadania$/;

async function salesApi(request: APIRequestContext) {
  const token = await logInThroughApi(request, sales.email, sales.password);
  const headers = { authorization: `Bearer ${token}`, 'x-client-key': 'demo' };
  return {
    async startLead(customerName: string): Promise<string> {
      const response = await request.post('/api/processes', {
        headers,
        data: {
          processSettingsId: pvSalesIds.salesProcess,
          formId: pvSalesIds.leadForm,
          fields: [
            { fieldId: 'customerName', value: customerName },
            { fieldId: 'phone', value: '600 700 800' },
            { fieldId: 'monthlyBill', value: 380 },
          ],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { process } = ((await response.json()) as { data: { process: { id: string } } }).data;
      return process.id;
    },
    async saveOffer(processId: string): Promise<void> {
      const response = await request.patch(`/api/processes/${processId}`, {
        headers,
        data: {
          formId: pvSalesIds.offerForm,
          fields: [
            { fieldId: 'power', value: 5 },
            { fieldId: 'unitPrice', value: 4000 },
            { fieldId: 'products', value: [{ productName: 'Panel 410 W', quantity: 12 }] },
          ],
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      const { process } = (
        (await response.json()) as { data: { process: { currentStepId: string } } }
      ).data;
      expect(process.currentStepId).toBe('signing');
    },
  };
}

/** Reloads the inbox's rows with its refresh button and waits for the answer. */
async function refresh(page: Page) {
  const rows = page.waitForResponse((response) =>
    /\/api\/views\/[^/]+\/rows$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'Odśwież' }).click();
  expect((await rows).ok()).toBe(true);
}

/**
 * A picture of the whole page at `width`: the shell's main area scrolls by itself, so the
 * window is made as tall as the page for the picture.
 */
async function screenshotAt(page: Page, path: string, width: number) {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 800 });
  const height = await page.evaluate(() => {
    const main = document.querySelector('main');
    const top = main?.getBoundingClientRect().top ?? 0;
    return Math.ceil(top + (main?.scrollHeight ?? document.body.scrollHeight));
  });
  await page.setViewportSize({ width, height: Math.max(height, 640) });
  await page.screenshot({ path });
  if (before) await page.setViewportSize(before);
}

test.describe('process inbox (spec 002 §3 "Views", §4)', () => {
  test('the office finds an offer in its inbox only once sales has saved it, and opens the sign form', async ({
    page,
    request,
  }, testInfo) => {
    const customer = `Klient ${uniqueName('inbox')}`;
    await page.setViewportSize({ width: 1280, height: 800 });

    // Logging in lands on the starting view of the office role: the inbox.
    await logIn(page, office, inboxPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Moje zadania' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('link', { name: 'Moje zadania' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A lead waits at the offer step, for sales: not in the office's inbox.
    const api = await salesApi(request);
    const processId = await api.startLead(customer);
    await refresh(page);
    await expect(page.getByRole('button', { name: 'Odśwież' })).toBeEnabled();
    await expect(page.getByText(customer)).toHaveCount(0);

    // Sales saves the offer: the process moves to the office's signing step.
    await api.saveOffer(processId);
    await refresh(page);
    const row = page.getByRole('row').filter({ hasText: customer });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell')).toHaveText([
      customer,
      '600 700 800',
      '20 000',
      'Podpisanie umowy',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    ]);

    await screenshotAt(page, testInfo.outputPath('inbox-desktop.png'), 1280);
    await screenshotAt(page, testInfo.outputPath('inbox-phone.png'), 390);
    // On a phone the rows are cards; the first column titles each one.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('list', { name: 'Moje zadania' })).toBeVisible();
    await expect(page.getByRole('link', { name: customer })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Clicking the row continues the process in the sign form, returning to the inbox.
    await row.getByRole('cell', { name: 'Podpisanie umowy' }).click();
    await expect(page).toHaveURL(
      `/demo/forms/${pvSalesIds.signForm}/enter?processId=${processId}&returnTo=%2Fdemo%2Fviews%2Fzadania`,
    );
  });

  test('the side menu leads to the installations table, sorted by a clicked column', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, office, inboxPath);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Instalacje' }).click();
    await expect(page).toHaveURL(/\/demo\/views\/instalacje$/);
    const table = page.getByRole('table', { name: 'Instalacje' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Instalacja',
      'Cena (zł)',
      'Utworzono',
    ]);

    const rows = page.waitForResponse((response) => response.url().endsWith('/rows'));
    await table.getByRole('columnheader', { name: 'Cena (zł)' }).getByRole('button').click();
    expect(JSON.parse((await rows).request().postData() ?? '{}')).toMatchObject({
      sort: [{ columnId: 'price', direction: 'asc' }],
    });
    await expect(page).toHaveURL(/\/demo\/views\/instalacje\?sort=price\.asc$/);
    await expect(table.getByRole('columnheader', { name: 'Cena (zł)' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await screenshotAt(page, testInfo.outputPath('installations-desktop.png'), 1280);
  });

  test('a visitor opening the inbox logs in first and comes back to it', async ({ page }) => {
    await page.goto('/demo/views/zadania');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdemo%2Fviews%2Fzadania$/);
    await page.getByLabel('E-mail').fill(office.email);
    await page.getByLabel('Hasło').fill(office.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(inboxPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Moje zadania' })).toBeVisible();
  });
});
