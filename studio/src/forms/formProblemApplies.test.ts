import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { FormDraft } from './formDraft';
import { formProblemApplies } from './formProblemApplies';

const sent: FormDraft = {
  name: 'Lead',
  status: 'active',
  fields: [],
  variables: [
    { id: 'total', name: 'total', value: { type: 'no_value' } },
  ] as FormDraft['variables'],
  formEventListeners: [] as FormDraft['formEventListeners'],
  layout: {
    saveButton: { redirect: { type: 'url', url: { type: 'no_value' } } },
  } as FormDraft['layout'],
};

describe('formProblemApplies (a tab keeps the server problem until its part is edited)', () => {
  it.each([
    ['variables', { ...sent, variables: [] }],
    ['listeners', { ...sent, formEventListeners: [] }],
    ['redirect', { ...sent, layout: {} }],
  ] as const)(
    '%s: applies while its part is unchanged, not after an edit of it',
    (location, edited: FormDraft) => {
      const renamed = produce(sent, (draft) => {
        draft.name = 'Lead 2';
      });
      expect(formProblemApplies(location, renamed, sent)).toBe(true);
      expect(formProblemApplies(location, edited, sent)).toBe(false);
    },
  );
});
