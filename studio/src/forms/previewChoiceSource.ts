import type { ChoiceSource } from '@tessera/fields-choice/runtime';

/**
 * The choice fields' source in the preview: no options. The draft is not saved, and the
 * server's option queries run in a stored form's context only.
 */
export const previewChoiceSource: ChoiceSource = Object.freeze({
  loadPage: ({ page }: { readonly page: number }) =>
    Promise.resolve({ items: [], page, lastPage: page }),
  loadByValues: () => Promise.resolve([]),
});
