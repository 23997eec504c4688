import { describe, expect, it } from 'vitest';
import { nextSort, perPageChoices, readViewQuery, writeViewQuery } from './viewQuery';

const view = {
  perPage: 20,
  columns: [
    { id: 'customer', label: 'Klient', sortable: true },
    { id: 'secret', label: 'Ukryta', sortable: false },
  ],
};

describe('the view page address (page, rows per page, sort)', () => {
  it('reads the defaults from a plain address', () => {
    expect(readViewQuery('', view)).toEqual({ page: 1, perPage: 20, sort: null });
  });

  it('reads a page, a page size and a sort by a sortable column', () => {
    expect(readViewQuery('page=3&perPage=50&sort=customer.desc', view)).toEqual({
      page: 3,
      perPage: 50,
      sort: { columnId: 'customer', direction: 'desc' },
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['perPage=101', { perPage: 20 }],
    ['perPage=0', { perPage: 20 }],
    ['sort=secret.asc', { sort: null }],
    ['sort=nope.asc', { sort: null }],
    ['sort=customer.up', { sort: null }],
  ])('ignores what makes no sense: %s', (search, expected) => {
    expect(readViewQuery(search, view)).toMatchObject(expected);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(writeViewQuery('', { page: 1, perPage: 20, sort: null }, view)).toBe('');
    expect(
      writeViewQuery(
        'source=mail&page=4',
        { page: 2, perPage: 50, sort: { columnId: 'customer', direction: 'asc' } },
        view,
      ),
    ).toBe('source=mail&page=2&perPage=50&sort=customer.asc');
    expect(
      writeViewQuery('page=4&sort=customer.asc', { page: 1, perPage: 20, sort: null }, view),
    ).toBe('');
  });

  it("offers the usual page sizes and the view's own", () => {
    expect(perPageChoices(20)).toEqual([10, 20, 50, 100]);
    expect(perPageChoices(25)).toEqual([10, 20, 25, 50, 100]);
  });

  it("a header click sorts ascending, then descending, then back to the view's order", () => {
    const ascending = nextSort(null, 'customer');
    expect(ascending).toEqual({ columnId: 'customer', direction: 'asc' });
    const descending = nextSort(ascending, 'customer');
    expect(descending).toEqual({ columnId: 'customer', direction: 'desc' });
    expect(nextSort(descending, 'customer')).toBeNull();
    expect(nextSort(descending, 'price')).toEqual({ columnId: 'price', direction: 'asc' });
  });
});
