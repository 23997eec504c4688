import { describe, expect, it } from 'vitest';
import type { AutomaticAction } from './automaticAction.types';
import { EXAMPLE_CONDITION, EXAMPLE_METHOD } from './exampleDefinitions';
import { validateDefinition } from './validateDefinition';

const method = EXAMPLE_METHOD;
const assign = (providerFieldId: string) => ({ providerFieldId, value: method });
const query = {
  fromProviderId: 'orders',
  filter: {
    type: 'field_is_empty' as const,
    searchField: { type: 'own_field' as const, fieldName: 'paidAt' },
  },
};

const everyType: AutomaticAction[] = [
  {
    id: 'mail',
    type: 'send_mail',
    recipientAddress: method,
    ccAddress: method,
    bccAddress: method,
    subject: method,
    body: method,
    attachments: [{ fileName: method, fileContent: method }],
  },
  { id: 'sms', type: 'send_sms', recipient: method, message: method },
  { id: 'geo1', type: 'geocode_address', address: { type: 'single', value: method } },
  {
    id: 'geo2',
    type: 'geocode_address',
    address: { type: 'parts', city: method, postalCode: method },
  },
  { id: 'create', type: 'create_record', dataProviderId: 'orders', fieldValues: [assign('a')] },
  { id: 'update', type: 'update_records', selectRecordsQuery: query, fieldValues: [assign('b')] },
  { id: 'current', type: 'update_current_record', fieldValues: [assign('c')] },
  { id: 'delete', type: 'delete_records', selectRecordsQuery: { fromProviderId: 'orders' } },
];

describe('automatic actions (spec 001 §3.15)', () => {
  it('accepts every type: send_mail, send_sms, geocode_address, create_record, update_records, update_current_record, delete_records', () => {
    for (const action of everyType) {
      expect(validateDefinition('automaticAction', action)).toEqual({ ok: true, value: action });
    }
  });

  it('"each has an optional condition and nextActions": recursive, validated at every depth', () => {
    const chain = {
      ...everyType[4],
      condition: EXAMPLE_CONDITION,
      nextActions: [
        { ...everyType[1], nextActions: [{ id: 'x', type: 'send_sms', recipient: method }] },
      ],
    };
    expect(validateDefinition('automaticAction', chain)).toEqual({
      ok: false,
      errors: [{ path: 'nextActions[0].nextActions[0].message', message: 'is required' }],
    });
  });

  it('rejects an unknown type, listing the seven known ones', () => {
    const result = validateDefinition('automaticAction', { id: 'a', type: 'send_fax' });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'type',
        message:
          '"send_fax" is not a known type; expected one of: "send_mail", "send_sms", "geocode_address", "create_record", "update_records", "update_current_record", "delete_records"',
      },
    ]);
  });

  it('delete_records needs selectRecordsQuery with fromProviderId; a filter needs a known type', () => {
    const result = validateDefinition('automaticAction', {
      id: 'd',
      type: 'delete_records',
      selectRecordsQuery: { filter: { type: 'match_all' } },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'selectRecordsQuery.fromProviderId', message: 'is required' },
      {
        path: 'selectRecordsQuery.filter.type',
        message:
          '"match_all" is not a known type; expected one of: "match_field", "field_not_empty", "field_is_empty", "and", "or"',
      },
    ]);
  });

  it('action ids are unique in the whole tree, and a field is assigned once per action', () => {
    const result = validateDefinition('automaticAction', {
      id: 'a',
      type: 'update_current_record',
      fieldValues: [assign('x'), assign('x')],
      nextActions: [{ id: 'a', type: 'send_sms', recipient: method, message: method }],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'fieldValues[1].providerFieldId',
        message: 'duplicate field "x" (already used at fieldValues[0])',
      },
      { path: 'nextActions[0].id', message: 'duplicate action id "a" (already used at (root))' },
    ]);
  });

  it('a parts address names at least one part', () => {
    const result = validateDefinition('automaticAction', {
      id: 'g',
      type: 'geocode_address',
      address: { type: 'parts' },
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'address', message: 'a parts address needs at least one part' }],
    });
  });
});
