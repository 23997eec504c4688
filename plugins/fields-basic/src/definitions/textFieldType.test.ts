import { compileJsonSchema } from '@tessera/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TextFieldOptions } from './fieldsBasic.types';
import { TEXT_MAX_LENGTH, textFieldType } from './textFieldType';

const check = (value: string | null, options: Partial<TextFieldOptions> = {}) =>
  textFieldType.validate(value, {
    options: { ...textFieldType.defaultOptions, ...options },
    path: 'name',
  });

describe('textFieldType — spec 002 §5 "Text: max length 200 (default), optional min, optional name-token check"', () => {
  it('accepts an empty value: required is a separate rule', () => {
    expect(check(null, { minLength: 3, nameToken: true })).toEqual([]);
  });

  it('"max length 200 (default)": 200 characters pass, 201 do not', () => {
    expect(TEXT_MAX_LENGTH).toBe(200);
    expect(check('a'.repeat(200))).toEqual([]);
    expect(check('a'.repeat(201))).toEqual([
      { path: 'name', messageKey: 'validation.maxLength', params: { max: 200 } },
    ]);
  });

  it('counts characters, not UTF-16 units: a Polish letter or an emoji is one', () => {
    expect(check('ż'.repeat(200))).toEqual([]);
    expect(check('😀'.repeat(200))).toEqual([]);
    expect(check('😀'.repeat(201))).toHaveLength(1);
  });

  it('takes a designer-set maximum', () => {
    expect(check('abcdef', { maxLength: 5 })).toEqual([
      { path: 'name', messageKey: 'validation.maxLength', params: { max: 5 } },
    ]);
  });

  it('"optional min": reports text shorter than minLength, nothing when it is null', () => {
    expect(check('ab', { minLength: 3 })).toEqual([
      { path: 'name', messageKey: 'validation.minLength', params: { min: 3 } },
    ]);
    expect(check('abc', { minLength: 3 })).toEqual([]);
    expect(check('a', { minLength: null })).toEqual([]);
  });

  it('"optional name-token check": only Latin letters, digits, "-" and "_"', () => {
    const nameToken = { nameToken: true };
    expect(check('order_no-12', nameToken)).toEqual([]);
    expect(check('Zażółć', nameToken)).toEqual([]);
    for (const text of ['a b', 'a.b', 'Привет', 'a/b', 'tab\t']) {
      expect(check(text, nameToken)).toEqual([
        { path: 'name', messageKey: 'validation.nameToken' },
      ]);
    }
    expect(check('a b', { nameToken: false })).toEqual([]);
    // Blank text is empty to the platform's rules (only `required` flags it), as here.
    expect(check('  ', nameToken)).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    expect(
      check('a b', { maxLength: 2, minLength: 5, nameToken: true }).map((p) => p.messageKey),
    ).toEqual(['validation.maxLength', 'validation.minLength', 'validation.nameToken']);
  });

  it('reads options stored before the rules existed ({ prefix, suffix }) with the defaults', () => {
    const stored = { prefix: '', suffix: '' };
    expect(compileJsonSchema(textFieldType.optionsSchema)(stored)).toMatchObject({ ok: true });
    expect(textFieldType.validate('a'.repeat(201), { options: stored, path: 'x' })).toHaveLength(1);
    expect(textFieldType.validate('a b', { options: stored, path: 'x' })).toEqual([]);
  });

  it('rejects a maximum below 1, a negative minimum and unknown options', () => {
    const validate = compileJsonSchema(textFieldType.optionsSchema);
    const defaults = textFieldType.defaultOptions;
    expect(validate({ ...defaults, maxLength: 0 })).toMatchObject({ ok: false });
    expect(validate({ ...defaults, minLength: -1 })).toMatchObject({ ok: false });
    expect(validate({ ...defaults, maxLength: 2.5 })).toMatchObject({ ok: false });
    expect(validate({ ...defaults, pattern: '.*' })).toMatchObject({ ok: false });
    expect(validate({ ...defaults, minLength: 2, nameToken: true })).toMatchObject({ ok: true });
  });

  it('with the default options, any text of at most 200 characters is valid (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        return Array.from(text).length > 200 || check(text).length === 0;
      }),
    );
  });
});
