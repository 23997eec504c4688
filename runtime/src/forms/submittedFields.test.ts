import { createFormStore, createStaticHost } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { offerForm } from './processFormFixtures';
import { submittedFields } from './submittedFields';
import { testRegistry } from './testRegistry';

describe('submittedFields: "only active, writable field results are sent" (spec 002 §4)', () => {
  it('sends the visible input fields, not static, disabled or hidden ones', () => {
    const store = createFormStore(offerForm, {
      registry: testRegistry,
      host: createStaticHost(),
      savedValues: { customerName: 'Anna Nowak' },
    });
    store.setValue('power', 8);
    const sent = submittedFields(offerForm, store, testRegistry);
    expect(sent.map((field) => field.fieldId)).toEqual([
      'power',
      'unitPrice',
      'wantsSubsidy',
      'source',
      'products',
    ]);
    expect(sent.find((field) => field.fieldId === 'products')?.value).toEqual([
      { productName: null, quantity: null },
    ]);
  });

  it('sends a conditional field while it shows', () => {
    const store = createFormStore(offerForm, { registry: testRegistry, host: createStaticHost() });
    store.setValue('wantsSubsidy', true);
    store.setValue('subsidyNumber', 'MP-1');
    expect(submittedFields(offerForm, store, testRegistry)).toContainEqual({
      fieldId: 'subsidyNumber',
      value: 'MP-1',
    });
  });

  it('leaves out inactive fields and fields of unknown types', () => {
    const form = {
      ...offerForm,
      fields: [
        ...offerForm.fields,
        { ...offerForm.fields[1]!, id: 'old', status: 'inactive' as const },
        { ...offerForm.fields[1]!, id: 'odd', type: { name: 'no_such_type' } },
      ],
    };
    const store = createFormStore(form, { registry: testRegistry, host: createStaticHost() });
    const ids = submittedFields(form, store, testRegistry).map((field) => field.fieldId);
    expect(ids).not.toContain('old');
    expect(ids).not.toContain('odd');
  });
});
