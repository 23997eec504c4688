import type { FormMethodsCalculator } from '@tessera/client';
import {
  delegatedMethodKey,
  type EngineHost,
  type FormDefinition,
  locateDelegatedMethods,
} from '@tessera/engine';

/**
 * How the form's server-side methods (aggregated values, external records, QR codes...) are
 * computed in the browser: by the server, for the stored form (`POST processes/calculate-methods`
 * through `calculator`), each method named by its place in the form and the rows it computes for.
 * A method the form does not hold is refused: the server computes only the stored form's own.
 */
export function createServerMethodResolver(
  form: FormDefinition,
  calculator: FormMethodsCalculator,
): EngineHost['resolveDelegatedMethod'] {
  const places = locateDelegatedMethods(form);
  return (method, context) => {
    const contextFieldPath = places.get(delegatedMethodKey(method));
    if (contextFieldPath === undefined) {
      return Promise.reject(
        new Error(`The form "${form.id}" holds no such ${method.type} method.`),
      );
    }
    const rowIndexes: Record<string, number> = {};
    for (const [groupId, index] of Object.entries(context.rowIndexes)) {
      if (index !== undefined) rowIndexes[groupId] = index;
    }
    return calculator.calculate({
      contextFieldPath,
      ...(Object.keys(rowIndexes).length === 0 ? {} : { rowIndexes }),
    });
  };
}
