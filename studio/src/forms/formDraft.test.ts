import type { FormDefinitionItem } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { copiedFormDraft, emptyFormDraft, formDraftOf, sameDraft } from './formDraft';

const stored: FormDefinitionItem = {
  id: 'f-1',
  name: 'Oferta',
  status: 'active',
  fields: [
    {
      id: 'price',
      name: 'price',
      label: 'Cena',
      status: 'active',
      type: { name: 'number', options: { prefix: '', suffix: 'zł' } },
      layout: { x: 0, y: 0, width: 4, height: 9 },
      defaultValue: { type: 'computed_expression', expression: 'power * unitPrice' },
    },
  ],
  variables: [{ id: 'v', name: 'vat', value: { type: 'manual', value: 0.23 } }],
  binding: { dataProviderId: 'p-1', fields: { price: 'price' } },
  layout: { saveButton: { redirect: { type: 'url', url: { type: 'manual', value: '/x' } } } },
  revision: 4,
};

describe('formDraft (conventions §10: a stored form round-trips through the editor unchanged)', () => {
  it('keeps every part the editor does not edit yet, without id and revision', () => {
    const { id: _id, revision: _revision, ...definition } = stored;
    expect(formDraftOf(stored)).toEqual(definition);
  });

  it('a copy (new?copyFromFormId) keeps fields and binding under a new name', () => {
    const copy = copiedFormDraft({ ...stored, status: 'inactive' }, 'Oferta (kopia)');
    expect(copy).toMatchObject({ name: 'Oferta (kopia)', status: 'active' });
    expect(copy.fields).toEqual(stored.fields);
    expect(copy.binding).toEqual(stored.binding);
  });

  it('a new form (new?providerId) is bound to the provider with no field bindings', () => {
    expect(emptyFormDraft('p-1').binding).toEqual({ dataProviderId: 'p-1', fields: {} });
    expect(emptyFormDraft()).not.toHaveProperty('binding');
  });

  it('drafts are the same whatever the order of their keys', () => {
    const draft = formDraftOf(stored);
    const reordered = JSON.parse(
      JSON.stringify(Object.fromEntries(Object.entries(draft).reverse())),
    ) as typeof draft;
    expect(sameDraft(draft, reordered)).toBe(true);
    expect(sameDraft(draft, { ...draft, name: 'Inna' })).toBe(false);
  });
});
