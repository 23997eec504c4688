import type { EngineHost } from '@tessera/engine';
import type { MethodDataScope } from './methodDataScope';
import { resolveAggregatedValue } from './resolveAggregatedValue';
import { resolveExternalRecord } from './resolveExternalRecord';
import { resolveQrCode } from './resolveQrCode';
import { unavailableMethodError } from './unavailableMethodError';

/**
 * The server's `EngineHost.resolveDelegatedMethod` over one request's data: aggregated values
 * and external records read the version's providers in the request's transaction with the
 * person's column and record access, QR codes are drawn here; documents, code sequences and
 * stored queries are not available yet and fail with a 422 naming the missing feature.
 * @internal
 */
export function createDelegatedMethodResolver(
  scope: MethodDataScope,
): EngineHost['resolveDelegatedMethod'] {
  return async (method, context, inputs) => {
    switch (method.type) {
      case 'aggregated_value':
        return resolveAggregatedValue(scope, method, context);
      case 'get_external_record':
        return resolveExternalRecord(scope, method, context, inputs);
      case 'generated_qr_code':
        return resolveQrCode(inputs);
      case 'generated_code_sequence':
      case 'execute_pipeline_query':
      case 'text_from_generated_document_template':
      case 'uploaded_file':
        throw unavailableMethodError(method.type);
    }
  };
}
