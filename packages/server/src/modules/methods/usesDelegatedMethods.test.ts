import { describe, expect, it } from 'vitest';
import { usesDelegatedMethods } from './usesDelegatedMethods';

describe('usesDelegatedMethods', () => {
  it('finds a delegated method at any depth', () => {
    expect(
      usesDelegatedMethods({
        fields: [
          { id: 'a', defaultValue: { type: 'manual', value: 1 } },
          {
            id: 'b',
            type: {
              name: 'repeating_group',
              options: {
                fieldsTemplate: [
                  {
                    id: 'c',
                    defaultValue: { type: 'generated_qr_code', text: { type: 'no_value' } },
                  },
                ],
              },
            },
          },
        ],
      }),
    ).toBe(true);
    expect(usesDelegatedMethods([{ value: { type: 'aggregated_value' } }])).toBe(true);
  });

  it('is false for pure methods and plain values', () => {
    expect(
      usesDelegatedMethods({
        fields: [
          { id: 'a', defaultValue: { type: 'templated_string', template: 'aggregated_value' } },
        ],
      }),
    ).toBe(false);
    expect(usesDelegatedMethods(null)).toBe(false);
    expect(usesDelegatedMethods('get_external_record')).toBe(false);
  });
});
