import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definitions/form.types';
import type { DelegatedMethodDefinition } from '../methods/method.types';
import { groupField, numberField, read, textField } from './formStoreTestKit';
import { delegatedMethodKey, locateDelegatedMethods } from './locateDelegatedMethods';

const qr = (fieldId: string) =>
  ({ type: 'generated_qr_code', text: read(fieldId) }) as DelegatedMethodDefinition;
const total = {
  type: 'aggregated_value',
  fromProviderId: 'orders',
  aggregation: 'count',
} as DelegatedMethodDefinition;

const form: FormDefinition = {
  id: 'f',
  name: 'Formularz',
  fields: [
    textField('code'),
    textField('qr', { defaultValue: qr('code') }),
    groupField('items', [
      numberField('amount'),
      textField('label', { defaultValue: qr('amount') }),
      textField('again', { defaultValue: qr('code') }),
    ]),
  ],
  variables: [{ id: 'count', name: 'Liczba', value: total }],
};

describe('locateDelegatedMethods', () => {
  it('finds every server-side method of a form by the JSON pointer to it', () => {
    const places = locateDelegatedMethods(form);
    expect(places.get(delegatedMethodKey(qr('code')))).toBe('/fields/1/defaultValue');
    expect(places.get(delegatedMethodKey(qr('amount')))).toBe(
      '/fields/2/type/options/fieldsTemplate/1/defaultValue',
    );
    expect(places.get(delegatedMethodKey(total))).toBe('/variables/0/value');
    // The same method in two places computes the same: the first place serves both.
    expect(places.size).toBe(3);
  });

  it('knows a method by its JSON, as the engine hands a frozen copy to the host', () => {
    const copy = Object.freeze(JSON.parse(JSON.stringify(qr('code'))));
    expect(locateDelegatedMethods(form).get(delegatedMethodKey(copy))).toBe(
      '/fields/1/defaultValue',
    );
  });

  it('escapes the tokens of the pointer (RFC 6901)', () => {
    const odd = {
      id: 'f',
      name: 'F',
      fields: [],
      variables: [{ id: 'v', name: 'V', value: { type: 'conditional_value', choices: [] } }],
      'a/b~c': { method: total },
    } as unknown as FormDefinition;
    expect(locateDelegatedMethods(odd).get(delegatedMethodKey(total))).toBe('/a~1b~0c/method');
  });

  it('finds none in a form without server-side methods', () => {
    expect(locateDelegatedMethods({ id: 'f', name: 'F', fields: [textField('a')] }).size).toBe(0);
  });
});
