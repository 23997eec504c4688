import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { FormDraft } from './formDraft';
import { setSaveRedirect } from './formDraftEdits';

const form: FormDraft = { name: 'Oferta', status: 'active', fields: [] };

describe('setSaveRedirect (spec 002 §3 layout.saveButton.redirect)', () => {
  it('sets the redirect under layout.saveButton', () => {
    const next = produce(form, (draft) => setSaveRedirect(draft, { type: 'form', formId: 'f-2' }));
    expect(next.layout).toEqual({ saveButton: { redirect: { type: 'form', formId: 'f-2' } } });
  });

  it('removing it removes the layout parts it leaves empty, and keeps the others', () => {
    const redirected = produce(form, (draft) =>
      setSaveRedirect(draft, { type: 'form', formId: 'f-2' }),
    );
    expect(produce(redirected, (draft) => setSaveRedirect(draft, undefined))).toEqual(form);
    const withMore = {
      ...form,
      layout: { saveButton: { redirect: { type: 'form', formId: 'f' }, label: 'x' } },
    } as FormDraft;
    expect(produce(withMore, (draft) => setSaveRedirect(draft, undefined)).layout).toEqual({
      saveButton: { label: 'x' },
    });
  });
});
