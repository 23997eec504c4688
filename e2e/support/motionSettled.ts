import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation runs on the page: Fluent's motions (the side menu's drawer
 * sliding in, a menu group opening) move the elements under the pointer, so a click aimed at a
 * link during one lands wherever the link was — the shell test once clicked "Opcje importu"'s
 * place for "Role" while the Settings group was still opening. Endless animations (a spinner)
 * are not waited for.
 */
export async function motionSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}
