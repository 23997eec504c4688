import { describe, expect, it } from 'vitest';
import { compileOnlyKysely as kysely } from '../../testing/compileOnlyKysely';
import { pageLimitSql } from './pageLimitSql';

const compiled = (count: number, skip?: number) => pageLimitSql(count, skip).compile(kysely);

describe('pageLimitSql', () => {
  it('writes the limit and the offset into the text, with no parameter a generic plan could not see', () => {
    expect(compiled(51, 100)).toMatchObject({ sql: 'limit 51 offset 100', parameters: [] });
  });

  it('leaves out an offset of 0', () => {
    expect(compiled(10_001)).toMatchObject({ sql: 'limit 10001', parameters: [] });
    expect(compiled(51, 0).sql).toBe('limit 51');
  });

  it.each([
    [-1, 0],
    [1.5, 0],
    [Number.NaN, 0],
    [51, -50],
    [51, Number.POSITIVE_INFINITY],
    [2 ** 53, 0],
  ])('refuses %s offset %s: only non-negative integers reach the text', (count, skip) => {
    expect(() => pageLimitSql(count, skip)).toThrow(RangeError);
  });
});
