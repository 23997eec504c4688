import { describe, expect, it } from 'vitest';
import { encodeQuery } from './encodeQuery';

describe('encodeQuery (spec: query strings support nested structures)', () => {
  it('encodes flat scalars', () => {
    expect(encodeQuery({ key: 'demo', page: 2, archived: false })).toBe(
      'key=demo&page=2&archived=false',
    );
  });

  it('encodes nested objects with brackets', () => {
    expect(encodeQuery({ filter: { status: 'active', email: { eq: 'a@b.pl' } } })).toBe(
      'filter[status]=active&filter[email][eq]=a%40b.pl',
    );
  });

  it('encodes lists with indices, including objects inside lists', () => {
    expect(encodeQuery({ filter: { id: ['a', 'b'] }, sort: [{ field: 'name', dir: 'asc' }] })).toBe(
      'filter[id][0]=a&filter[id][1]=b&sort[0][field]=name&sort[0][dir]=asc',
    );
  });

  it('skips undefined, keeps null as an empty value, sends dates as ISO strings', () => {
    const date = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
    expect(encodeQuery({ a: undefined, b: null, c: date })).toBe(
      'b=&c=2026-01-05T12%3A00%3A00.000Z',
    );
  });

  it('encodes special characters in keys and values', () => {
    expect(encodeQuery({ 'a b': 'x&y=z', filter: { 'ż ó': 'ł' } })).toBe(
      'a%20b=x%26y%3Dz&filter[%C5%BC%20%C3%B3]=%C5%82',
    );
  });

  it('returns an empty string for an empty query and for empty lists', () => {
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery({ ids: [] })).toBe('');
  });

  it('round-trips through URLSearchParams as bracketed keys', () => {
    const params = new URLSearchParams(encodeQuery({ filter: { status: 'active', id: ['1'] } }));
    expect([...params.entries()]).toEqual([
      ['filter[status]', 'active'],
      ['filter[id][0]', '1'],
    ]);
  });
});
