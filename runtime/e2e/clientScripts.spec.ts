import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, createUser, logIn, superAdmin } from '../../e2e/support/shellSupport';

// Spec 000 §2: client scripts are injected into the page body; the page's CSP names exactly
// them; never in a super admin's session (a tenant's script must not read a platform token).
const marker = 'document.body.dataset.clientScript = "ran";';
// Not configured: the policy must keep it from running even if something injected it.
const intruder = 'document.body.dataset.intruder = "ran";';

async function setScriptsFeature(request: APIRequestContext, on: boolean) {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}`, 'x-client-key': 'demo' };
  const clients = await request.get('/api/clients?filter[key]=demo', { headers });
  const demo = (await clients.json()).data[0] as { id: string };
  const flag = await request.put(`/api/clients/${demo.id}`, {
    headers,
    data: { enabledFeatures: { clientScripts: on } },
  });
  expect(flag.ok(), await flag.text()).toBe(true);
  return headers;
}

test.describe('client scripts', () => {
  test.beforeAll(async ({ request }) => {
    const headers = await setScriptsFeature(request, true);
    const scripts = await request.put('/api/settings/clientScripts', {
      headers,
      data: { items: [{ name: 'Znacznik', content: marker }] },
    });
    expect(scripts.ok(), await scripts.text()).toBe(true);
  });

  test.afterAll(async ({ request }) => {
    const headers = await setScriptsFeature(request, true);
    await request.put('/api/settings/clientScripts', { headers, data: { items: [] } });
    await setScriptsFeature(request, false);
  });

  test("run in a user's pages, allowed by the page's policy; anything else inline is blocked", async ({
    page,
    request,
  }) => {
    const user = await createUser(request, { prefix: 'scripts' });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await logIn(page, user);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-client-script', 'ran');
    await page.evaluate((code) => {
      const script = document.createElement('script');
      script.textContent = code;
      document.body.append(script);
    }, intruder);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-intruder', 'ran');
  });

  test("never run in a super admin's session", async ({ page }) => {
    await logIn(page, superAdmin);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toHaveAttribute('data-client-script', 'ran');
  });
});
