import { expect, type Page, type Response } from '@playwright/test';

/**
 * Clicks the editor's "Zapisz" and waits for the PUT it sends to an address matching `address`;
 * expects it to succeed and answers it.
 */
export async function saveSettings(page: Page, address: RegExp): Promise<Response> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && address.test(response.url()),
  );
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  return response;
}
