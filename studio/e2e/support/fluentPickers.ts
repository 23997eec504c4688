import type { Locator, Page } from '@playwright/test';

// Fluent UI dropdowns render their options in a portal at the end of the page: open the
// dropdown found in its section, then pick from the page.

/** Opens a Fluent dropdown and picks one option. */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a multiselect Fluent dropdown, checks the options and closes it. */
export async function chooseOptions(page: Page, combobox: Locator, ...options: string[]) {
  await combobox.click();
  for (const option of options) {
    await page.getByRole('menuitemcheckbox', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}
