import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileOnlyKysely } from '../../testing/compileOnlyKysely';
import { plainWordsSql } from './indexedLiterals';

const compiled = (words: readonly string[]) => plainWordsSql(words).compile(compileOnlyKysely);

describe('plainWordsSql', () => {
  it('writes plain words into the text, for the planner to count', () => {
    expect(compiled(['r00', 'Łódź Bałuty', 'a_b.c-d/e:f@g'])).toEqual(
      expect.objectContaining({
        sql: "array['r00', 'Łódź Bałuty', 'a_b.c-d/e:f@g']::text[]",
        parameters: [],
      }),
    );
  });

  it('binds the list as one parameter when a word is not plain, or there are more than 100', () => {
    for (const words of [["O'Brien"], ['a\\b'], ['r00', ''], ['x'.repeat(101)], ['a;b']]) {
      expect(compiled(words)).toEqual(
        expect.objectContaining({ sql: '$1::text[]', parameters: [words] }),
      );
    }
    const many = Array.from({ length: 101 }, (_, index) => `r${index}`);
    expect(compiled(many).parameters).toEqual([many]);
    expect(compiled(many.slice(0, 100)).parameters).toEqual([]);
  });

  it('never lets a quote or a backslash into the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { maxLength: 5 }),
        (words) => {
          const { sql, parameters } = compiled(words);
          // Written out, each word is one quoted literal with no quote or backslash inside.
          if (parameters.length === 0)
            expect(sql).toMatch(/^array\[('[^'\\]+'(, )?)*\]::text\[\]$/u);
        },
      ),
    );
  });
});
