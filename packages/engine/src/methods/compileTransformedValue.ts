import { at } from '../conditions/definitionPath';
import { DefinitionError } from '../definitions/definitionError';
import { compileTransformationChain } from '../transformations/compileTransformation';
import type { TransformationDefinition } from '../transformations/transformation.types';
import { constantRunner, type MethodCompiler, mapRunner } from './methodRunner';

/**
 * transformed_value: the value of a method passed through transformations in order (spec 001
 * §3.14), in the host's time zone; asynchronous when a step reads file contents.
 * @internal
 */
export const compileTransformedValue: MethodCompiler = (definition, path, scope) => {
  const { reader } = scope;
  reader.onlyKeys(definition, ['type', 'value', 'transformations'], path);
  const value = scope.method(definition.value, at(path, 'value'));
  const list = definition.transformations;
  const listPath = at(path, 'transformations');
  if (!Array.isArray(list) || list.length === 0) {
    reader.report(listPath, 'needs at least one transformation');
    return constantRunner(null);
  }
  let chain: ReturnType<typeof compileTransformationChain>;
  try {
    chain = compileTransformationChain(list as readonly TransformationDefinition[]);
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    reader.reportWithin(listPath, error.errors);
    return constantRunner(null);
  }
  const { apply } = chain;
  return mapRunner(
    value,
    (input, context) => apply(input, { timeZone: context.host.timeZone, host: context.host }),
    chain.isAsync,
  );
};
