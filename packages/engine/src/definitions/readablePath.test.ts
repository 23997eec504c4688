import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendSegment, readablePath } from './readablePath';

describe('readablePath', () => {
  it('turns ajv instance paths into designer paths like fields[3].type.name', () => {
    expect(readablePath('/fields/3/type/name')).toBe('fields[3].type.name');
    expect(readablePath('')).toBe('');
    expect(readablePath('/0/id')).toBe('[0].id');
  });

  it('quotes property names that are not identifiers and unescapes JSON Pointer escapes', () => {
    expect(readablePath('/binding/fields/field-1')).toBe('binding.fields["field-1"]');
    expect(readablePath('/a~1b/c~0d')).toBe('["a/b"]["c~d"]');
  });

  it('reads every index as [n], however deep', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (indexes) => {
        const pointer = indexes.map((index) => `/items/${index}`).join('');
        const expected = indexes.map((index) => `items[${index}]`).join('.');
        return readablePath(pointer) === expected;
      }),
    );
  });

  it('appends segments the same way', () => {
    expect(appendSegment('', 'steps')).toBe('steps');
    expect(appendSegment('steps', 2)).toBe('steps[2]');
    expect(appendSegment('steps[2]', 'action')).toBe('steps[2].action');
  });
});
