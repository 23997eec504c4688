import { DefinitionError } from '../definitions/definitionError';

/**
 * The error of virtual providers that read each other in a cycle, found on reaching `providerId`
 * again while `reading` the providers in that list (outermost first):
 * `virtual providers read each other in a cycle: a → b → a`.
 * @public
 */
export function providerCycleError(
  reading: readonly string[],
  providerId: string,
): DefinitionError {
  const cycle = [...reading.slice(reading.indexOf(providerId)), providerId];
  return new DefinitionError(
    [{ path: '', message: `virtual providers read each other in a cycle: ${cycle.join(' → ')}` }],
    'data provider',
  );
}
