import { describe, expect, it } from 'vitest';
import { manualRowCount, readRowCount } from './manualRowCount';

describe('row limits in the studio', () => {
  it('reads an absent limit as none, a manual one as its number, any other method as computed', () => {
    expect(readRowCount(undefined)).toEqual({ kind: 'none' });
    expect(readRowCount({ type: 'manual', value: 3 })).toEqual({ kind: 'manual', count: 3 });
    expect(readRowCount({ type: 'field_value_access', fieldId: 'count' })).toEqual({
      kind: 'computed',
    });
  });

  it('writes a typed whole number as a manual method, capped at 100 rows (spec 002 §9)', () => {
    expect(manualRowCount('')).toBeUndefined();
    expect(manualRowCount(' 4 ')).toEqual({ type: 'manual', value: 4 });
    expect(manualRowCount('250')).toEqual({ type: 'manual', value: 100 });
    expect(manualRowCount('-1')).toBeNull();
    expect(manualRowCount('2.5')).toBeNull();
  });
});
