// Clicks the first row's "add a row below" button on the FormView page, which inserts a row at
// position 1 (right after the first row), and records the click's time to the next paint and
// which rows rendered again. Each add is undone (the new row's remove button) before the next.
import { MAX_REPEATING_GROUP_ROWS } from '@tessera/engine';
import type { Browser, Page } from 'playwright-core';
import {
  ADD_BELOW_LABEL,
  ADD_BUTTON_ID,
  GROUP_ID,
  REMOVE_ROW_LABEL,
  ROW_BUTTON_IDS,
} from './createBenchForm';
import { openBenchPage, type PageOptions } from './openBenchPage';
import { EVENT_TIMING_TRACE_CATEGORIES, readInteractions } from './readInteractions';

/** Where the new row lands: after the first row, as the first row's add button puts it. */
export const INSERT_POSITION = 1;

/**
 * How long a click holds the button down, as a person's click does (80–120 ms). Playwright's
 * default presses and releases in two back-to-back protocol calls with no frame between them, so
 * the press's own "next paint" waited for the click's handlers and the interaction counted the
 * protocol's round trips as the page's time (10–14 ms a click in the trace). With the button
 * held, the press paints on its own and the interaction's duration is the click's: the handlers
 * and the frame after them, as the Event Timing API reports a real click.
 */
const CLICK_HOLD_MS = 80;

/** One measured add. */
export interface RowAdd {
  readonly rowsBefore: number;
  /** Click to the next paint (Event Timing: the longest of pointerdown, pointerup, click). */
  readonly duration: number;
  readonly processing: number;
  /** Milliseconds in the form store's `addRow`. */
  readonly engineTime: number;
  /** Field renderer renders, in all rows. */
  readonly fieldRenders: number;
  /** Rows, other than the new one, where a data field (not a row button) rendered again. */
  readonly otherRowsWithDataFieldRenders: number;
  /**
   * Rows, other than the new one, where the row's "add a row below" button rendered again (and
   * no data field): right at the cap, where it hides (spec 002 §4), wasted below it.
   */
  readonly otherRowsWithAddButtonRenders: number;
  /** The same for the row's "remove this row" button, which no add at position 1 changes. */
  readonly otherRowsWithRemoveButtonRenders: number;
}

/** The adds of one page session: at the cap (99 → 100 rows) and below it (98 → 99). */
export interface AddRowRun {
  readonly toCap: readonly RowAdd[];
  readonly belowCap: readonly RowAdd[];
}

const rowOf = (page: Page, index: number) =>
  page.getByRole('group', { name: `Wiersz ${index + 1}`, exact: true });

async function rowCount(page: Page): Promise<number> {
  return page.getByRole('group', { name: /^Wiersz \d+$/ }).count();
}

/** The row (0-based) of every element with an id inside the group's rows, as the page shows it. */
async function rowsOfIds(page: Page): Promise<Map<string, number>> {
  const entries = await page.evaluate(() =>
    [...document.querySelectorAll('fieldset[aria-label^="Wiersz"] [id]')].map((element) => {
      const label = element.closest('fieldset')?.getAttribute('aria-label') ?? '';
      return [element.id, Number(label.replace(/\D+/g, '')) - 1] as const;
    }),
  );
  return new Map(entries);
}

/**
 * The renders since the last call, each input placed in its row (0-based) as the page shows it.
 * A renderer that rendered nothing (a button hidden at the maximum) is placed by `before`, the
 * rows before the add at position {@link INSERT_POSITION}, moved down past it; one that was not
 * on the page before either belongs to the new row.
 */
async function takeRowRenders(page: Page, before: ReadonlyMap<string, number> = new Map()) {
  const renders = await page.evaluate(() =>
    Object.entries(window.tesseraBench?.takeRenders() ?? {}).map(([id, count]) => {
      const label = document.getElementById(id)?.closest('fieldset')?.getAttribute('aria-label');
      const row = label ? Number(label.replace(/\D+/g, '')) - 1 : null;
      return { id, count, row };
    }),
  );
  return renders.map((render) => {
    if (render.row !== null) return render;
    const previous = before.get(render.id);
    // Not on the page before the add, nor after it: a renderer of the new row.
    if (previous === undefined) return { ...render, row: INSERT_POSITION };
    return { ...render, row: previous >= INSERT_POSITION ? previous + 1 : previous };
  });
}

const isRowButton = (id: string) => ROW_BUTTON_IDS.some((suffix) => id.endsWith(`-${suffix}`));
const isAddButton = (id: string) => id.endsWith(`-${ADD_BUTTON_ID}`);

/** Adds `times` rows at position 1, each timed and then removed again. */
async function addRows(browser: Browser, page: Page, times: number): Promise<RowAdd[]> {
  const addBelow = (row: number) =>
    rowOf(page, row)
      .getByRole('button', { name: ADD_BELOW_LABEL, exact: true })
      .click({ delay: CLICK_HOLD_MS });
  const remove = (row: number) =>
    rowOf(page, row)
      .getByRole('button', { name: REMOVE_ROW_LABEL, exact: true })
      .click({ delay: CLICK_HOLD_MS });
  // A first add and remove, not measured: code paths warm.
  await addBelow(0);
  await page.waitForTimeout(200);
  await remove(INSERT_POSITION);
  await page.waitForTimeout(200);
  const rowsBefore = await rowCount(page);
  const measured: Omit<RowAdd, 'duration' | 'processing'>[] = [];
  await browser.startTracing(page, { categories: EVENT_TIMING_TRACE_CATEGORIES });
  for (let time = 0; time < times; time += 1) {
    await takeRowRenders(page);
    const before = await rowsOfIds(page);
    await page.evaluate(() => window.tesseraBench?.takeEngineTime());
    await addBelow(0);
    await page.waitForTimeout(300);
    const engineTime = await page.evaluate(() => window.tesseraBench?.takeEngineTime() ?? 0);
    // Spec 002 §4: at the maximum no row offers to add one (hidden, whichever way).
    const addButtonsShown = await page
      .getByRole('button', { name: ADD_BELOW_LABEL, exact: true })
      .count();
    if (rowsBefore + 1 >= MAX_REPEATING_GROUP_ROWS !== (addButtonsShown === 0)) {
      throw new Error(`${addButtonsShown} "add below" buttons shown at ${rowsBefore + 1} rows.`);
    }
    const renders = (await takeRowRenders(page, before)).filter(({ id }) =>
      id.startsWith(`${GROUP_ID}-`),
    );
    const dataRows = new Set<number | null>();
    const addButtonRows = new Set<number | null>();
    const removeButtonRows = new Set<number | null>();
    for (const { id, row } of renders) {
      const rows = !isRowButton(id) ? dataRows : isAddButton(id) ? addButtonRows : removeButtonRows;
      rows.add(row);
    }
    for (const rows of [dataRows, addButtonRows, removeButtonRows]) rows.delete(INSERT_POSITION);
    const buttonsOnly = (rows: Set<number | null>) =>
      [...rows].filter((row) => !dataRows.has(row)).length;
    measured.push({
      rowsBefore,
      engineTime,
      fieldRenders: renders.reduce((sum, { count }) => sum + count, 0),
      otherRowsWithDataFieldRenders: dataRows.size,
      otherRowsWithAddButtonRenders: buttonsOnly(addButtonRows),
      otherRowsWithRemoveButtonRenders: buttonsOnly(removeButtonRows),
    });
    await remove(INSERT_POSITION);
    await page.waitForTimeout(300);
  }
  const clicks = readInteractions(await browser.stopTracing()).filter(
    (interaction) => interaction.type === 'pointerdown',
  );
  if (clicks.length !== 2 * times) {
    throw new Error(`${clicks.length} clicks traced for ${times} adds and removes.`);
  }
  // The clicks alternate: add, remove, add, remove...
  const adds = clicks.filter((_, index) => index % 2 === 0);
  return measured.map((add, index) => ({
    ...add,
    duration: adds[index]!.duration,
    processing: adds[index]!.processing,
  }));
}

/** Opens the FormView page and adds rows at position 1, at the 100-row cap and below it. */
export async function measureAddRow(
  browser: Browser,
  options: PageOptions & { readonly times: number },
): Promise<AddRowRun> {
  const { page, context } = await openBenchPage(browser, 'form', options);
  try {
    const toCap = await addRows(browser, page, options.times);
    // One row fewer, so that adding does not reach the cap, where every add button hides.
    const last = (await rowCount(page)) - 1;
    await rowOf(page, last).getByRole('button', { name: REMOVE_ROW_LABEL, exact: true }).click();
    await page.waitForTimeout(300);
    const belowCap = await addRows(browser, page, options.times);
    return { toCap, belowCap };
  } finally {
    await context.close();
  }
}
