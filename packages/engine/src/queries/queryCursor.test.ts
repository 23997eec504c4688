import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64Url';
import { encodeQueryCursor, type QueryCursorScope, readQueryCursor } from './queryCursor';

const scope: QueryCursorScope = {
  providerId: 'orders',
  sorting: [
    { fieldAccess: { path: ['amount'] }, direction: 'desc' },
    { fieldAccess: { path: ['$createdAt'] } },
  ],
  timeZone: 'Europe/Warsaw',
};
const position = {
  page: 3,
  keys: ['Żółw', null],
  createdAt: '2024-05-01T10:00:00.123456Z',
  id: '00000000-0000-4000-8000-000000000001',
};

/** The cursor's JSON with some fields changed, encoded as cursors are. */
function forged(change: Record<string, unknown>): string {
  const text = encodeQueryCursor(scope, position);
  const payload = JSON.parse(decodeBase64Url(text)!) as Record<string, unknown>;
  return encodeBase64Url(JSON.stringify({ ...payload, ...change }));
}

describe('query cursors (docs/queries.md "Pages by cursor")', () => {
  it('read back the place they were made for', () => {
    const text = encodeQueryCursor(scope, position);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readQueryCursor(text, scope)).toEqual({ ok: true, position });
    // An unset direction is ascending: the same sort.
    const ascending = {
      ...scope,
      sorting: [{ fieldAccess: { path: ['x'] }, direction: 'asc' as const }],
    };
    const implicit = { ...scope, sorting: [{ fieldAccess: { path: ['x'] } }] };
    const one = { ...position, keys: [1] };
    expect(readQueryCursor(encodeQueryCursor(ascending, one), implicit).ok).toBe(true);
  });

  it('"made for another sort/provider": another provider, path, direction or time zone is refused', () => {
    const text = encodeQueryCursor(scope, position);
    const others: QueryCursorScope[] = [
      { ...scope, providerId: 'invoices' },
      { ...scope, timeZone: 'UTC' },
      {
        ...scope,
        sorting: [scope.sorting[0]!, { fieldAccess: { path: ['$createdAt'] }, direction: 'desc' }],
      },
      {
        ...scope,
        sorting: [{ fieldAccess: { path: ['total'] }, direction: 'desc' }, scope.sorting[1]!],
      },
      { ...scope, sorting: [scope.sorting[0]!] },
      { ...scope, sorting: [] },
    ];
    for (const other of others) {
      expect(readQueryCursor(text, other)).toEqual({
        ok: false,
        message:
          'was made for another provider, sort or time zone: start again from the first page',
      });
    }
  });

  it('"malformed": anything that is not a cursor of this layout is refused, never read', () => {
    const malformed = {
      ok: false,
      message: 'is not a cursor this query gave: start again from the first page',
    };
    const texts: unknown[] = [
      undefined,
      null,
      3,
      { after: 'x' },
      '',
      'not a cursor!',
      'x'.repeat(70_000),
      encodeBase64Url('not json'),
      encodeBase64Url('null'),
      encodeBase64Url('[1,2]'),
      forged({ v: 2 }),
      forged({ f: 7 }),
      forged({ p: 0 }),
      forged({ p: 1.5 }),
      forged({ p: '2' }),
      forged({ k: 'Żółw' }),
      forged({ c: '2024-02-30T10:00:00Z' }),
      forged({ c: '2024-05-01 10:00:00' }),
      forged({ c: '2024-05-01T10:00:00+02:00' }),
      forged({ c: '0000-01-01T00:00:00Z' }),
      forged({ c: 5 }),
      forged({ i: '' }),
      forged({ i: 12 }),
      forged({ i: undefined }),
      // A number JSON can write but a double cannot hold.
      encodeBase64Url(decodeBase64Url(forged({ k: [7, null] }))!.replace('[7,', '[1e400,')),
      encodeBase64Url(decodeBase64Url(forged({ k: [[7], null] }))!.replace('[[7]', '[[-1e999]')),
    ];
    for (const text of texts) expect(readQueryCursor(text, scope)).toEqual(malformed);
    // The forgeries above are refused for what was changed, not for the way they were made.
    expect(readQueryCursor(forged({}), scope).ok).toBe(true);
    expect(readQueryCursor(forged({ c: null, k: [{ a: [1] }, 'x'] }), scope).ok).toBe(true);
  });
});
