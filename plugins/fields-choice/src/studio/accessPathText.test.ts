import { describe, expect, it } from 'vitest';
import { formatAccessPath, parseAccessPath } from './accessPathText';

describe('accessPathText', () => {
  it('reads dotted property names as a record access, and writes it back', () => {
    expect(parseAccessPath(' address . city ')).toEqual({ path: ['address', 'city'] });
    expect(parseAccessPath('$id')).toEqual({ path: ['$id'] });
    expect(formatAccessPath({ path: ['address', 'city'] })).toBe('address.city');
    expect(formatAccessPath(null)).toBe('');
  });

  it('reads no access from an empty text, an empty part or an unknown $-name', () => {
    for (const text of ['', '  ', 'a..b', '$data', 'a.']) expect(parseAccessPath(text)).toBeNull();
  });
});
