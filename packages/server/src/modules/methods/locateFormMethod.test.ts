import type { FormDefinition } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { locateFormMethod } from './locateFormMethod';

const field = (id: string, extra: object = {}) => ({
  id,
  name: id,
  status: 'active',
  type: { name: 'text', options: {} },
  layout: { x: 0, y: 0, width: 6, height: 9 },
  ...extra,
});

const qr = { type: 'generated_qr_code', text: { type: 'field_value_access', fieldId: 'code' } };

const form = {
  id: 'f1',
  name: 'Form',
  fields: [
    field('plain'),
    field('code', { defaultValue: qr }),
    field('rows', {
      type: {
        name: 'repeating_group',
        options: { fieldsTemplate: [field('cell', { defaultValue: { type: 'no_value' } })] },
      },
    }),
    field('broken', { defaultValue: { type: 'generated_qr_code' } }),
    field('lookalike', { defaultValue: { type: 'not_a_method' } }),
    field('pipe', {
      defaultValue: {
        type: 'execute_pipeline_query',
        queryId: 'q',
        inputs: { 'a/b~c': { type: 'no_value' } },
      },
    }),
  ],
  variables: [{ id: 'v', name: 'v', value: { type: 'current_record_id' } }],
} as unknown as FormDefinition;

describe('locateFormMethod: the client names a method only by its place in the stored form', () => {
  it('finds a field default, a nested method and a variable', () => {
    expect(locateFormMethod(form, '/fields/1/defaultValue')).toEqual({
      ok: true,
      located: { method: qr, groupIds: [] },
    });
    expect(locateFormMethod(form, '/fields/1/defaultValue/text')).toMatchObject({
      ok: true,
      located: { method: qr.text },
    });
    expect(locateFormMethod(form, '/variables/0/value')).toMatchObject({ ok: true });
  });

  it('names the repeating groups whose rows hold the method', () => {
    expect(
      locateFormMethod(form, '/fields/2/type/options/fieldsTemplate/0/defaultValue'),
    ).toMatchObject({ ok: true, located: { groupIds: ['rows'] } });
  });

  it('reads JSON Pointer escapes (~1 is /, ~0 is ~) and refuses other tildes', () => {
    expect(locateFormMethod(form, '/fields/5/defaultValue/inputs/a~1b~0c')).toEqual({
      ok: true,
      located: { method: { type: 'no_value' }, groupIds: [] },
    });
    expect(locateFormMethod(form, '/fields/5/defaultValue/inputs/a/b~0c')).toEqual({
      ok: false,
      message: 'names nothing in the form',
    });
    expect(locateFormMethod(form, '/fields/5/defaultValue/inputs/a~2b')).toEqual({
      ok: false,
      message: 'is not a JSON pointer',
    });
  });

  it.each([
    ['fields/1/defaultValue', 'is not a JSON pointer'],
    ['', 'is not a JSON pointer'],
    ['/fields/9/defaultValue', 'names nothing in the form'],
    ['/fields/01/defaultValue', 'names nothing in the form'],
    ['/fields/-/defaultValue', 'names nothing in the form'],
    ['/fields/1/constructor', 'names nothing in the form'],
    ['/fields/1/__proto__', 'names nothing in the form'],
    ['/fields/1', 'is not a method of the form'],
    ['/fields/4/defaultValue', 'is not a method of the form'],
    ['/fields/3/defaultValue', 'names a method the engine refuses'],
  ])('refuses %j: %s', (pointer, message) => {
    expect(locateFormMethod(form, pointer)).toEqual({ ok: false, message });
  });
});
