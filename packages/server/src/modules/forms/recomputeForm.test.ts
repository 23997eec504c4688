import { createStaticHost, type FormDefinition, type FormField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { recomputeForm } from './recomputeForm';

const at = { x: 0, y: 0, width: 4, height: 9 };
const field = (id: string, type: string, extra: Partial<FormField> = {}) =>
  ({
    id,
    name: id,
    status: 'active',
    type: { name: type, options: {} },
    layout: at,
    ...extra,
  }) as FormField;
const container = (id: string, fields: FormField[], extra: Partial<FormField> = {}) =>
  ({
    ...field(id, 'container'),
    type: { name: 'container', options: { fields } },
    ...extra,
  }) as FormField;

// A repeating group whose rows hold a container: its fields are fields of the row.
const form: FormDefinition = {
  id: 'f',
  name: 'Zamówienie',
  fields: [
    {
      ...field('items', 'repeating_group'),
      type: {
        name: 'repeating_group',
        options: {
          fieldsTemplate: [
            field('product', 'text'),
            container('details', [
              field('quantity', 'number'),
              field('comment', 'text', {
                visible: {
                  type: 'compare_value',
                  leftValueAccess: {
                    fieldId: 'items',
                    path: [{ type: 'relative_position' }, 'quantity'],
                  },
                  operator: 'greater_than',
                  rightValue: { type: 'const', value: 10 },
                },
              }),
            ]),
          ],
        },
      },
    } as FormField,
  ],
};

const recompute = (rows: unknown) =>
  recomputeForm({
    form,
    savedValues: {},
    recordId: null,
    submitted: [{ fieldId: 'items', value: rows }],
    urlQuery: {},
    host: createStaticHost(),
  });

describe('recomputeForm: containers inside repeating-group rows', () => {
  it('takes the values of the fields of a container in a row', async () => {
    const { values, problems } = await recompute([
      { product: 'Panel', quantity: 12, comment: 'Dużo' },
      { product: 'Falownik', quantity: 1 },
    ]);
    expect(problems).toEqual([]);
    expect(values.items).toEqual([
      { product: 'Panel', quantity: 12, comment: 'Dużo' },
      { product: 'Falownik', quantity: 1, comment: null },
    ]);
  });

  it('ignores a value of a row field hidden by its row, and refuses what is not a row field', async () => {
    const { values, problems } = await recompute([
      { product: 'Panel', quantity: 2, comment: 'ukryty' },
      { product: 'Kabel', details: 'kontener nie ma wartości' },
    ]);
    expect((values.items as Record<string, unknown>[])[0]?.comment).toBeNull();
    expect(problems.map((problem) => problem.path)).toEqual(['/fields/items/1/details']);
  });

  it('refuses a value that does not fit the row field inside the container', async () => {
    const { problems } = await recompute([{ product: 'Panel', quantity: 'dużo' }]);
    expect(problems).toEqual([
      expect.objectContaining({ path: '/fields/items/0/quantity', code: 'validations.invalid' }),
    ]);
  });
});
