import { describe, expect, it } from 'vitest';
import type { FormDraft } from './formDraft';
import { validateFormDraft } from './validateFormDraft';

const field = {
  id: 'total',
  name: 'total',
  status: 'active' as const,
  type: { name: 'number', options: {} },
  layout: { x: 0, y: 0, width: 3, height: 9 },
};

describe('validateFormDraft', () => {
  it('a default whose expression the engine cannot compile stops the save on that field', () => {
    const draft: FormDraft = {
      name: 'Oferta',
      fields: [{ ...field, defaultValue: { type: 'computed_expression', expression: 'a *' } }],
    };
    expect(validateFormDraft(draft).get('field:total:defaultValue')).toMatchObject({
      studio: 'forms.problems.invalidMethod',
    });
  });

  it('a valid default and valid variables pass', () => {
    const draft: FormDraft = {
      name: 'Oferta',
      fields: [{ ...field, defaultValue: { type: 'computed_expression', expression: 'a * 2' } }],
      variables: [{ id: 'v', name: 'vat', value: { type: 'manual', value: 0.23 } }],
    };
    expect(validateFormDraft(draft).size).toBe(0);
  });

  it('a variable without a name or with a broken method is named on the variables', () => {
    const unnamed: FormDraft = {
      name: 'Oferta',
      fields: [],
      variables: [{ id: 'v', name: ' ', value: { type: 'no_value' } }],
    };
    expect(validateFormDraft(unnamed).get('variables')).toEqual({ common: 'validations.required' });
    const broken: FormDraft = {
      name: 'Oferta',
      fields: [],
      variables: [{ id: 'v', name: 'vat', value: { type: 'url_query', paramName: 5 } as never }],
    };
    expect(validateFormDraft(broken).get('variables')).toMatchObject({
      studio: 'forms.problems.invalidMethod',
    });
  });
});
