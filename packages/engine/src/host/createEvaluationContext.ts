import type { EngineHost } from './engineHost.types';
import type { EvaluationContext } from './evaluationContext.types';

/** Input of {@link createEvaluationContext}: only the host is required. @public */
export type EvaluationContextInput = Partial<Omit<EvaluationContext, 'host'>> & {
  readonly host: EngineHost;
};

/**
 * Creates an evaluation context, filling what is not given with empty values.
 * @example createEvaluationContext({ host, values: { price: 12 } })
 * @public
 */
export function createEvaluationContext(input: EvaluationContextInput): EvaluationContext {
  return {
    values: input.values ?? {},
    variables: input.variables ?? {},
    recordId: input.recordId ?? null,
    urlQuery: input.urlQuery ?? {},
    device: input.device ?? { geolocation: null },
    rowIndexes: input.rowIndexes ?? {},
    host: input.host,
  };
}
