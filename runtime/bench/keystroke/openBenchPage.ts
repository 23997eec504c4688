// Opens one benchmark page in a fresh browser context and waits until it has painted.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BenchBuild, BenchPage } from './buildBenchPages';

/** How every page is opened. */
export interface PageOptions {
  readonly origin: string;
  /** Which build of the page: `production` to time it, `profiling` to count its renders. */
  readonly build: BenchBuild;
  /** CPU slow-down through the DevTools protocol; 1 for none. */
  readonly cpuThrottle: number;
}

/** An opened page and its context, to close when done. */
export interface OpenedPage {
  readonly page: Page;
  readonly context: BrowserContext;
}

/** Opens `name` in a new context (nothing cached from the other page) and waits for it. */
export async function openBenchPage(
  browser: Browser,
  name: BenchPage,
  options: PageOptions,
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  if (options.cpuThrottle > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle });
  }
  await page.goto(`${options.origin}/${options.build}/${name}.html`);
  try {
    await page.waitForFunction(() => window.tesseraBench?.ready === true, null, {
      timeout: 120_000,
    });
  } catch (error) {
    throw new Error(`The ${name} page did not render: ${errors.join('; ') || String(error)}`);
  }
  return { page, context };
}
