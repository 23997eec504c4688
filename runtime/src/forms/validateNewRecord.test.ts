import type { ProviderDescription } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { registry } from '../plugins';
import { describeNewRecordFields } from './describeNewRecordFields';
import { newRecordValueOf, validateNewRecord } from './validateNewRecord';

const provider: ProviderDescription = {
  id: 'p',
  name: 'Klienci',
  type: 'manual',
  fields: [
    {
      id: 'name',
      dbFieldName: 'name',
      name: 'Nazwa',
      type: 'value_field',
      fieldValue: { type: 'text' },
    },
    {
      id: 'size',
      dbFieldName: 'size',
      name: 'Wielkość',
      type: 'value_field',
      fieldValue: { type: 'number' },
    },
    {
      id: 'since',
      dbFieldName: 'since',
      name: 'Od',
      type: 'value_field',
      fieldValue: { type: 'date' },
    },
    {
      id: 'vip',
      dbFieldName: 'vip',
      name: 'VIP',
      type: 'value_field',
      fieldValue: { type: 'boolean' },
    },
  ],
};
const { fields } = describeNewRecordFields(
  provider,
  ['name', 'size', 'since', 'vip'],
  { valueAccess: { path: ['$id'] }, presentValueAccess: { path: ['name'] } },
  registry,
);

describe('validateNewRecord: the new record checked as a form checks its fields', () => {
  it('asks for the required field and lets empty optional ones pass', () => {
    expect(validateNewRecord(fields, {})).toEqual({
      name: { path: 'name', messageKey: 'validations.required' },
    });
    expect(validateNewRecord(fields, { name: '   ' })).toHaveProperty(
      'name.messageKey',
      'validations.required',
    );
    expect(validateNewRecord(fields, { name: 'Jan' })).toEqual({});
  });

  it("runs each field type's own checks on filled values", () => {
    const problems = validateNewRecord(fields, {
      name: 'x'.repeat(201),
      size: Number.NaN,
      since: '2026-02-30',
    });
    expect(problems.name?.messageKey).toMatch(/maxLength/);
    expect(problems.size).toEqual({ path: 'size', messageKey: 'validation.notANumber' });
    expect(problems.since?.path).toBe('since');
    expect(problems.vip).toBeUndefined();
  });

  it("reads a field that was never touched as its type's empty value", () => {
    const vip = fields.find((field) => field.providerFieldId === 'vip');
    const name = fields.find((field) => field.providerFieldId === 'name');
    expect(vip && newRecordValueOf(vip, {})).toBe(false);
    expect(name && newRecordValueOf(name, {})).toBeNull();
    expect(name && newRecordValueOf(name, { name: 'Jan' })).toBe('Jan');
  });
});
