import type { DelegatedMethodDefinition } from '@tessera/engine';
import { HttpError } from '../../http/httpError';

/** What each method type the server cannot compute yet is missing. */
const missingFeatures: Readonly<Partial<Record<DelegatedMethodDefinition['type'], string>>> = {
  text_from_generated_document_template: 'documents are not available in this version',
  uploaded_file: 'documents are not available in this version',
  generated_code_sequence: 'code sequences are not available in this version',
  execute_pipeline_query: 'stored queries (pipeline queries) are not available in this version',
};

/**
 * 422 `methodNotAvailable` for a delegated method whose data this server does not hold yet
 * (documents, code sequences, stored queries come with later issues): the message names the
 * missing feature, so a designer knows why a form using one cannot be computed or saved.
 * @internal
 */
export function unavailableMethodError(type: DelegatedMethodDefinition['type']): HttpError {
  const missing = missingFeatures[type] ?? 'this method type is not available in this version';
  return new HttpError(
    422,
    `The ${type} method cannot be computed: ${missing}`,
    'methodNotAvailable',
  );
}
