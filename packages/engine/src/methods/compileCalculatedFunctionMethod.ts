import { at, type DefinitionPath } from '../conditions/definitionPath';
import type { CalculatedFunctionDefinition } from '../functions/calculatedFunction.types';
import {
  compileCalculatedFunction,
  validateCalculatedFunction,
} from '../functions/compileCalculatedFunction';
import { combineRunners, constantRunner, type MethodCompiler } from './methodRunner';

/**
 * calculated_function: the function's input methods compiled here, their values handed to the
 * function (spec 001 §3.10), which gives null for "no result".
 * @internal
 */
export const compileCalculatedFunctionMethod: MethodCompiler = (definition, path, scope) => {
  const { reader } = scope;
  reader.onlyKeys(definition, ['type', 'function'], path);
  const functionPath = at(path, 'function');
  const issues = validateCalculatedFunction(definition.function);
  if (issues.length > 0) {
    reader.reportWithin(functionPath, issues);
    return constantRunner(null);
  }
  const compiled = compileCalculatedFunction(definition.function as CalculatedFunctionDefinition);
  const slots = compiled.inputs.map((input) => input.slot);
  const parts = compiled.inputs.map((input) =>
    scope.method(input.method, slotPath(functionPath, input.slot)),
  );
  const { calculate } = compiled;
  return combineRunners(parts, (values, context) => {
    const inputs: Record<string, unknown> = {};
    slots.forEach((slot, index) => {
      inputs[slot] = values[index];
    });
    return calculate(inputs, { timeZone: context.host.timeZone });
  });
};

/** `firstPoint.latitude` under `function` is `function.firstPoint.latitude`. */
function slotPath(base: DefinitionPath, slot: string): DefinitionPath {
  return slot.split('.').reduce<DefinitionPath>((path, segment) => at(path, segment), base);
}
