import type { Page } from '@playwright/test';

/** Captures the whole page when asked (SCREENSHOTS_DIR), for a person to look at. */
export async function capture(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
