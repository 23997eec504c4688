import type { RawBuilder, Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';

/** A row of a count statement: `select count(*) as total …`. @internal */
export type CountRow = { readonly total: number | string };

/** A page's row carrying its total, or NULL where the statement cannot tell it. */
type CarriedCount = { readonly total?: number | string | null };

/**
 * A page whose rows carry its total — `(<count>) as total`, a subquery PostgreSQL runs once, at
 * the first row — and that total: one statement, not a page and a count. Only when the page has
 * no row to carry it (or carries NULL: a count the statement could not take) and `known` cannot
 * tell it from the rows (an empty page past the first: the records may end before it) is `count`
 * run on its own.
 * @internal
 */
export async function countedPageRows<Row extends object>(
  trx: Transaction<DatabaseTables>,
  page: RawBuilder<Row & CarriedCount>,
  count: RawBuilder<CountRow>,
  known: (rows: readonly Row[]) => number | undefined,
): Promise<{ readonly rows: Row[]; readonly total: number }> {
  const { rows } = await page.execute(trx);
  const carried = rows[0]?.total ?? known(rows);
  if (carried !== undefined) return { rows, total: Number(carried) };
  const counted = await count.execute(trx);
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}
