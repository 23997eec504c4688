import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTotal } from './pageTotal';

// docs/queries.md (engine), "Pagination": a page of `perPage` after `(page - 1) · perPage`
// records, `total` the number of records that pass. The SQL statement reads one row more than the
// page; its rows stand in for a count only when they cannot miss a record.

/** The rows the statement reads for a page of `total` passing records. */
function rowsRead(total: number, page: number, perPage: number): number {
  return Math.min(Math.max(total - (page - 1) * perPage, 0), perPage + 1);
}

describe('pageTotal', () => {
  it('is the total whenever it answers, and answers for every page that ends the records', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 20 }),
        (total, page, perPage) => {
          const found = rowsRead(total, page, perPage);
          const known = pageTotal(found, { page, perPage }, true);
          if (known !== undefined) expect(known).toBe(total);
          const endsThem = found <= perPage && (found > 0 || page === 1);
          expect(known !== undefined).toBe(endsThem);
        },
      ),
    );
  });

  it('counts every row read without a page', () => {
    expect(pageTotal(0, undefined, true)).toBe(0);
    expect(pageTotal(37, undefined, true)).toBe(37);
  });

  it('tells nothing when a row follows the page, past the end, or for a page by cursor', () => {
    expect(pageTotal(51, { page: 1, perPage: 50 }, true)).toBeUndefined();
    expect(pageTotal(0, { page: 3, perPage: 50 }, true)).toBeUndefined();
    expect(pageTotal(7, { perPage: 50, after: 'cursor' }, false)).toBeUndefined();
  });

  it('counts the pages before the last one', () => {
    expect(pageTotal(50, { page: 3, perPage: 50 }, true)).toBe(150);
    expect(pageTotal(1, { page: 3, perPage: 50 }, true)).toBe(101);
    expect(pageTotal(0, { page: 1, perPage: 50 }, true)).toBe(0);
  });
});
