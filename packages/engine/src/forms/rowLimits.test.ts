import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MethodDefinition } from '../methods';
import { MAX_REPEATING_GROUP_ROWS } from './compileForm';
import { groupField, manual, numberField, openForm, read, rowsOf } from './formStoreTestKit';

function openWithLimits(limits: {
  minRowsCount?: MethodDefinition;
  maxRowsCount?: MethodDefinition;
}) {
  return openForm([
    numberField('min', { defaultValue: manual(1) }),
    numberField('max', { defaultValue: manual(3) }),
    groupField('items', [numberField('amount')], limits),
  ]);
}
const limitsOf = (form: ReturnType<typeof openWithLimits>) =>
  form.getState().field('items')?.rowLimits;

describe('row limits on the state: minRowsCount, maxRowsCount, at most 100 rows (spec 002 §3, §5)', () => {
  it('are none without methods: 0 to 100 rows', () => {
    expect(limitsOf(openWithLimits({}))).toEqual({ min: 0, max: MAX_REPEATING_GROUP_ROWS });
  });

  it('follow their methods as their sources change, and addRow and removeRow keep to them', () => {
    const form = openWithLimits({ minRowsCount: read('min'), maxRowsCount: read('max') });
    expect(limitsOf(form)).toEqual({ min: 1, max: 3 });
    expect(rowsOf(form, 'items')).toHaveLength(1);
    expect(form.removeRow('items', 0)).toBe(false);
    expect(form.addRow('items')).toBe(true);
    expect(form.addRow('items')).toBe(true);
    expect(form.addRow('items')).toBe(false);
    form.setValue('max', 4);
    expect(limitsOf(form)).toEqual({ min: 1, max: 4 });
    expect(form.addRow('items')).toBe(true);
    form.setValue('min', 2);
    expect(limitsOf(form)).toEqual({ min: 2, max: 4 });
    expect(form.removeRow('items', 0)).toBe(true);
    expect(form.removeRow('items', 0)).toBe(true);
    expect(form.removeRow('items', 0)).toBe(false);
  });

  it('keep the same limits object while they do not change', () => {
    const form = openWithLimits({ minRowsCount: read('min'), maxRowsCount: read('max') });
    const before = limitsOf(form);
    form.setRowValue('items', 0, 'amount', 5);
    expect(limitsOf(form)).toBe(before);
  });

  it('are what validation checks the row count against', () => {
    const form = openWithLimits({ maxRowsCount: read('max') });
    form.addRow('items');
    form.addRow('items');
    form.addRow('items');
    form.setValue('max', 2);
    expect(limitsOf(form)).toEqual({ min: 0, max: 2 });
    expect(form.validate()).toEqual([
      { path: 'items', messageKey: 'validations.maxArrayLength', params: { max: 2 } },
    ]);
  });

  it('are whole numbers with 0 ≤ min ≤ max ≤ 100, whatever the methods answer', () => {
    const answer = fc.oneof(
      fc.double({ min: -500, max: 500, noNaN: true }),
      fc.constantFrom(null, 'abc', Number.NaN, Number.POSITIVE_INFINITY, '7'),
    );
    fc.assert(
      fc.property(answer, answer, (min, max) => {
        const form = openWithLimits({ minRowsCount: manual(min), maxRowsCount: manual(max) });
        const limits = limitsOf(form)!;
        expect(Number.isInteger(limits.min) && Number.isInteger(limits.max)).toBe(true);
        expect(0 <= limits.min && limits.min <= limits.max).toBe(true);
        expect(limits.max).toBeLessThanOrEqual(MAX_REPEATING_GROUP_ROWS);
        expect(rowsOf(form, 'items').length).toBe(limits.min);
      }),
      { numRuns: 100 },
    );
  });
});
