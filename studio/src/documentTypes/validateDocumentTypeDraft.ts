import type { ProblemMap, ProblemText } from '../common/problemText';
import type { DocumentTypeDraft } from './documentTypeDraft';

/** The server's limit on a document type's name. */
export const maxDocumentTypeNameLength = 200;

/**
 * The document type form's own rules, checked before a save: a name is required (spec 001 §5.1
 * required) and at most {@link maxDocumentTypeNameLength} characters. Its uniqueness among active
 * types is checked while typing.
 */
export function validateDocumentTypeDraft(draft: DocumentTypeDraft): ProblemMap {
  const problems = new Map<string, ProblemText>();
  if (draft.name.trim() === '') problems.set('name', { common: 'validations.required' });
  else if ([...draft.name].length > maxDocumentTypeNameLength) {
    problems.set('name', {
      common: 'validations.max',
      params: { length: maxDocumentTypeNameLength },
    });
  }
  return problems;
}
