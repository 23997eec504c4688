import type { Page } from '@playwright/test';
import { logIn, superAdmin } from '../../e2e/support/shellSupport';
import { pvSalesIds } from '../../examples/demo-app/src/pvSalesApp';

export { processSave, savedProcess } from '../../e2e/support/processSaves';

export { pvSalesIds };

/** The demo app's people (examples/demo-app): they share the super admin's password. */
export const salesPerson = {
  email: 'handlowiec@demo.tessera.local',
  password: superAdmin.password,
};
export const officePerson = { email: 'biuro@demo.tessera.local', password: superAdmin.password };

/**
 * Logs out of whoever is in and logs in as `who` (the session lives in local storage), then waits
 * for the start page to settle: its greeting, or the starting view it goes on to.
 */
export async function logInAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, who, /\/demo\/(start|views\/[^/]+)$/);
  await Promise.race([
    page.waitForURL(/\/demo\/views\/[^/]+$/),
    page.getByRole('heading', { name: /^Witaj/ }).waitFor(),
  ]);
}

/** The form page of a running process (forms.enter). */
export const enterPath = (formId: string, processId: string) =>
  `/demo/forms/${formId}/enter?processId=${processId}`;

/** The card of the form on the page (FormCard). */
export const formCard = (page: Page) => page.locator('.fui-Card').first();

/**
 * A picture of the whole page at `width`: the shell's main area scrolls by itself, so a full-page
 * screenshot would stop at the window; the window is made as tall as the page for the picture.
 */
export async function screenshotWholePage(page: Page, path: string, width: number) {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 800 });
  const height = await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.scrollTo(0, 0);
    window.scrollTo(0, 0);
    const top = main?.getBoundingClientRect().top ?? 0;
    return Math.ceil(top + (main?.scrollHeight ?? document.body.scrollHeight));
  });
  await page.setViewportSize({ width, height: Math.max(height, 600) });
  await page.screenshot({ path });
  if (before) await page.setViewportSize(before);
}
