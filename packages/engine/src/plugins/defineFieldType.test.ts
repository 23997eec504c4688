import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineFieldType, isEmptyValue } from './defineFieldType';
import { definePlugin } from './definePlugin';

declare module './fieldTypes.types' {
  interface FieldTypes {
    test_sized: { options: Record<string, never>; value: string | null };
  }
}

const schemas = { optionsSchema: { type: 'object' }, valueSchema: {} };

describe('defineFieldType', () => {
  it('takes the spec default size, width 3 and height 9, when the type names none', () => {
    const fieldType = defineFieldType({
      type: 'test_sized',
      defaultOptions: {},
      emptyValue: null,
      ...schemas,
    });
    expect(fieldType.defaultSize).toEqual({ width: 3, height: 9 });
  });

  it('keeps a partial default size over the spec default', () => {
    const fieldType = defineFieldType({
      type: 'test_sized',
      defaultOptions: {},
      emptyValue: null,
      ...schemas,
      defaultSize: { height: 18 },
    });
    expect(fieldType.defaultSize).toEqual({ width: 3, height: 18 });
  });

  it('rejects widths outside the 12-column grid (range 1 to 12)', () => {
    for (const width of [0, 13, 2.5]) {
      expect(() =>
        defineFieldType({
          type: 'test_sized',
          defaultOptions: {},
          emptyValue: null,
          ...schemas,
          defaultSize: { width },
        }),
      ).toThrow(RangeError);
    }
  });

  it('returns a frozen definition with no problems by default', () => {
    const fieldType = defineFieldType({
      type: 'test_sized',
      defaultOptions: {},
      emptyValue: null,
      ...schemas,
    });
    expect(Object.isFrozen(fieldType)).toBe(true);
    expect(fieldType.validate('x', { options: {}, path: 'a' })).toEqual([]);
  });
});

describe('isEmptyValue', () => {
  it('treats null, undefined, blank strings and empty arrays as empty', () => {
    for (const value of [null, undefined, '', '   ', []]) expect(isEmptyValue(value)).toBe(true);
  });

  it('treats numbers (zero too), booleans (false too) and objects as filled', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.boolean(), fc.object()),
        (value) => !isEmptyValue(value),
      ),
    );
  });
});

describe('definePlugin', () => {
  it('accepts package names and rejects anything else', () => {
    expect(definePlugin({ name: '@tessera/fields-basic' }).dependencies).toEqual([]);
    expect(() => definePlugin({ name: 'Fields Basic' })).toThrow(TypeError);
  });
});
