import type { ProviderDescription } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { registry } from '../plugins';
import { describeNewRecordFields } from './describeNewRecordFields';

const column = (id: string, fieldValue: object, extra: object = {}) => ({
  id,
  dbFieldName: `db_${id}`,
  name: `Pole ${id}`,
  type: 'value_field',
  fieldValue: fieldValue as { type: string },
  ...extra,
});

const provider: ProviderDescription = {
  id: 'p',
  name: 'Klienci',
  type: 'manual',
  fields: [
    column('text', { type: 'text' }),
    column('number', { type: 'number' }),
    column('boolean', { type: 'boolean' }),
    column('date', { type: 'date' }),
    column('dateTime', { type: 'date_time' }),
    column('interval', { type: 'time_interval', duration: { hours: 2 } }),
    column('files', { type: 'upload_files' }),
    column('schema', { type: 'schema', schema: { type: 'string' } }),
    column('relation', { type: 'text' }, { transform: { type: 'relation_value' } }),
    column('computed', { type: 'text' }, { type: 'computed_string_template' }),
  ],
};
const byId = { valueAccess: { path: ['$id'] }, presentValueAccess: { path: ['db_text'] } };

describe('describeNewRecordFields (spec 002 §3 newRecordFormFields)', () => {
  it('asks each value type with the form input of that type, in the requested order', () => {
    const { fields, skipped } = describeNewRecordFields(
      provider,
      ['number', 'text', 'boolean', 'date', 'dateTime', 'interval'],
      byId,
      registry,
    );
    expect(fields.map((field) => [field.providerFieldId, field.inputType])).toEqual([
      ['number', 'number'],
      ['text', 'text'],
      ['boolean', 'checkbox'],
      ['date', 'date'],
      ['dateTime', 'date_time'],
      ['interval', 'time_interval'],
    ]);
    expect(fields[1]).toMatchObject({ dbFieldName: 'db_text', label: 'Pole text' });
    expect(fields[5]?.options).toEqual({ duration: { hours: 2 } });
    // Other types take their field type's default options.
    expect(fields[0]?.options).toEqual({
      prefix: '',
      suffix: '',
      min: null,
      max: null,
      maxDecimals: null,
    });
    expect(skipped).toEqual([]);
  });

  it('requires the columns the option is read by: its shown text, and its value unless that is the id', () => {
    const required = (valueAccess: { path: string[] }) =>
      describeNewRecordFields(
        provider,
        ['text', 'number', 'date'],
        {
          valueAccess,
          presentValueAccess: { path: ['db_text', 'deeper'] },
        },
        registry,
      )
        .fields.filter((field) => field.required)
        .map((field) => field.providerFieldId);
    expect(required({ path: ['$id'] })).toEqual(['text']);
    expect(required({ path: ['db_number'] })).toEqual(['text', 'number']);
  });

  it('starts the text field the option is shown by with the text searched for in the list', () => {
    const initial = (presentValueAccess: { path: string[] }, search: string) =>
      describeNewRecordFields(
        provider,
        ['text', 'number'],
        { valueAccess: { path: ['$id'] }, presentValueAccess, search },
        registry,
      ).fields.map((field) => field.initialValue);
    expect(initial({ path: ['db_text'] }, ' Zofia ')).toEqual(['Zofia', null]);
    expect(initial({ path: ['db_text'] }, '')).toEqual([null, null]);
    // Only a field that is the whole shown text, and only a text field.
    expect(initial({ path: ['db_text', 'first'] }, 'Zofia')).toEqual([null, null]);
    expect(initial({ path: ['db_number'] }, '12')).toEqual([null, null]);
  });

  it('skips, by name, what nobody types in and ids the provider does not show; each field once', () => {
    const { fields, skipped } = describeNewRecordFields(
      provider,
      ['text', 'files', 'schema', 'relation', 'computed', 'unknown', 'text'],
      byId,
      registry,
    );
    expect(fields.map((field) => field.providerFieldId)).toEqual(['text']);
    expect(skipped).toEqual([
      'Pole files',
      'Pole schema',
      'Pole relation',
      'Pole computed',
      'unknown',
    ]);
  });
});
