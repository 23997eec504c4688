import { compileJsonSchema, createRegistry } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { fieldsBasic, fieldsBasicMessages, numberFieldType } from './index';

describe('fieldsBasic', () => {
  it('registers text, text_area, number and checkbox', () => {
    const registry = createRegistry([fieldsBasic]);
    expect(registry.fieldTypes.map((fieldType) => fieldType.type)).toEqual([
      'text',
      'text_area',
      'number',
      'date',
      'date_time',
      'time_interval',
      'checkbox',
      'static_text',
      'static_image',
      'static_button',
      'static_line',
      'static_process_history',
    ]);
  });

  it('sizes a text area 18 rows high (spec 002 §3)', () => {
    const registry = createRegistry([fieldsBasic]);
    const resolved = registry.resolveFieldType('text_area');
    expect(resolved.ok && resolved.definition.defaultSize).toEqual({ width: 3, height: 18 });
  });

  it('treats an unticked checkbox as empty: it defaults to false (spec 002 §4)', () => {
    const resolved = createRegistry([fieldsBasic]).resolveFieldType('checkbox');
    if (!resolved.ok) throw new Error('checkbox not registered');
    expect(resolved.definition.emptyValue).toBe(false);
    expect(resolved.definition.isEmpty(false)).toBe(true);
    expect(resolved.definition.isEmpty(true)).toBe(false);
  });

  it('has the same message keys in Polish and English', () => {
    const keys = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(fieldsBasicMessages.en)).toEqual(keys(fieldsBasicMessages.pl));
  });
});

describe('fieldsBasic schemas', () => {
  const fieldTypes = createRegistry([fieldsBasic]).fieldTypes;

  it.each(fieldTypes.map((fieldType) => [fieldType.type, fieldType] as const))(
    '%s: the default options and the empty value satisfy their own schemas',
    (_type, fieldType) => {
      expect(compileJsonSchema(fieldType.optionsSchema)(fieldType.defaultOptions)).toMatchObject({
        ok: true,
      });
      expect(compileJsonSchema(fieldType.valueSchema)(fieldType.emptyValue)).toMatchObject({
        ok: true,
      });
    },
  );

  it('rejects number options with a negative maxDecimals or an unknown option', () => {
    const check = compileJsonSchema(numberFieldType.optionsSchema);
    expect(check({ ...numberFieldType.defaultOptions, maxDecimals: -1 })).toMatchObject({
      ok: false,
    });
    expect(check({ ...numberFieldType.defaultOptions, colour: 'red' })).toMatchObject({
      ok: false,
    });
  });
});
