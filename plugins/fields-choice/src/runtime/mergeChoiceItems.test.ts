import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceKey } from '../definitions/choiceKey';
import type { ChoiceItem } from './choiceSource.types';
import { mergeChoiceItems } from './mergeChoiceItems';

const item = fc
  .record({ value: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('a', 'b', '1')) })
  .map(({ value }): ChoiceItem => ({ value, text: `t${String(value)}` }));
const page = fc.array(item, { maxLength: 12 });
const keys = (items: readonly ChoiceItem[]) => items.map((entry) => choiceKey(entry.value));

describe('mergeChoiceItems', () => {
  it('lists every value once, in the order first seen', () => {
    fc.assert(
      // What is loaded already holds each value once: it is what earlier merges gave.
      fc.property(page, page, (earlier, next) => {
        const loaded = mergeChoiceItems([], earlier);
        const merged = keys(mergeChoiceItems(loaded, next));
        const firstSeen = [...new Set([...keys(loaded), ...keys(next)])];
        expect(merged).toEqual(firstSeen);
      }),
    );
  });

  it('loading page after page equals loading them all at once (associative)', () => {
    fc.assert(
      fc.property(page, page, page, (a, b, c) => {
        expect(mergeChoiceItems(mergeChoiceItems(a, b), c)).toEqual(
          mergeChoiceItems(a, [...b, ...c]),
        );
      }),
    );
  });

  it('a page loaded twice adds nothing the second time (idempotent)', () => {
    fc.assert(
      fc.property(page, page, (a, b) => {
        const once = mergeChoiceItems(a, b);
        expect(mergeChoiceItems(once, b)).toEqual(once);
      }),
    );
  });

  it('keeps the option seen first when a later page repeats its value', () => {
    expect(
      mergeChoiceItems(
        [{ value: 1, text: 'first' }],
        [
          { value: 1, text: 'again' },
          { value: '1', text: 'text one' },
        ],
      ),
    ).toEqual([
      { value: 1, text: 'first' },
      { value: '1', text: 'text one' },
    ]);
  });
});
