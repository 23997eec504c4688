// Types 20 characters into the target field of one page, with a person's pauses between keys,
// and records each keystroke's input-to-paint time and what rendered for it.
import type { Browser } from 'playwright-core';
import type { EventTimingRecord } from './benchProbe';
import type { BenchPage } from './buildBenchPages';
import { TARGET_FIELD_ID } from './createBenchForm';
import { openBenchPage, type PageOptions } from './openBenchPage';
import {
  EVENT_TIMING_TRACE_CATEGORIES,
  type Interaction,
  readInteractions,
} from './readInteractions';

/** The 20 characters typed: an 'o' and an 'x' flip two of the target's conditions on the way. */
export const TYPED_TEXT = 'oferta dla firmy xyz';
const WARM_UP_TEXT = 'abc';

/** One keystroke: its interaction and what rendered and recalculated for it. */
export interface Keystroke {
  readonly key: string;
  readonly interaction: Interaction;
  /** Renders per input id. */
  readonly renders: Readonly<Record<string, number>>;
  /** Computations the engine ran (FormView page only). */
  readonly evaluated: readonly string[];
  /** Milliseconds in the form store's `setValue` (FormView page only). */
  readonly engineTime: number;
}

/** One page's typing run. */
export interface TypingRun {
  readonly page: BenchPage;
  readonly keystrokes: readonly Keystroke[];
  /** What the page's own PerformanceObserver reported (≥ 16 ms, rounded to 8 ms). */
  readonly observed: readonly EventTimingRecord[];
}

/** A deterministic pause between keys, 90–180 ms, as a person types. */
function pauses(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return 90 + Math.round((state / 2_147_483_648) * 90);
  });
}

const keyOf = (character: string) => (character === ' ' ? 'Space' : character);

/** Opens `name`, warms it up (types and deletes 3 characters), then types {@link TYPED_TEXT}. */
export async function measureTyping(
  browser: Browser,
  name: BenchPage,
  options: PageOptions & { readonly seed: number },
): Promise<TypingRun> {
  const { page, context } = await openBenchPage(browser, name, options);
  try {
    await page.click(`#${TARGET_FIELD_ID}`);
    for (const character of WARM_UP_TEXT) await page.keyboard.press(keyOf(character));
    for (const _ of WARM_UP_TEXT) await page.keyboard.press('Backspace');
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      window.tesseraBench?.takeRenders();
      window.tesseraBench?.takeEngineTime();
      window.tesseraBench?.takeEventTimings();
    });

    await browser.startTracing(page, { categories: EVENT_TIMING_TRACE_CATEGORIES });
    const delays = pauses(TYPED_TEXT.length, options.seed);
    const typed: Omit<Keystroke, 'interaction'>[] = [];
    for (const [index, character] of [...TYPED_TEXT].entries()) {
      await page.keyboard.press(keyOf(character));
      await page.waitForTimeout(delays[index]!);
      const after = await page.evaluate(() => ({
        renders: window.tesseraBench?.takeRenders() ?? {},
        evaluated: [...(window.tesseraBench?.lastChain()?.evaluated ?? [])],
        engineTime: window.tesseraBench?.takeEngineTime() ?? 0,
      }));
      typed.push({ key: character, ...after });
    }
    const interactions = readInteractions(await browser.stopTracing()).filter(
      (interaction) => interaction.type === 'keydown',
    );
    if (interactions.length !== typed.length) {
      throw new Error(
        `${name}: ${interactions.length} key interactions traced for ${typed.length} keys.`,
      );
    }
    const observed = await page.evaluate(() => window.tesseraBench?.takeEventTimings() ?? []);
    return {
      page: name,
      keystrokes: typed.map((keystroke, index) => ({
        ...keystroke,
        interaction: interactions[index]!,
      })),
      observed,
    };
  } finally {
    await context.close();
  }
}
