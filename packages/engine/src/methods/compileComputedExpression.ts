import { readOwnField } from '../conditions/compileValueAccess';
import { at } from '../conditions/definitionPath';
import { isPlainObject } from '../conditions/definitionReader';
import { DefinitionError } from '../definitions/definitionError';
import { compileMathExpression, type MathExpression } from '../expressions';
import {
  combineRunners,
  constantRunner,
  type MethodCompiler,
  type MethodRunner,
  syncRunner,
} from './methodRunner';

/**
 * computed_expression: the expression compiled once by the locked-down mathjs instance; each of
 * its names bound by `variables`, or else read from the form field of that id. The expression
 * itself gives null unless every variable has a value, and applies the rounding rule.
 * @internal
 */
export const compileComputedExpression: MethodCompiler = (definition, path, scope) => {
  const { reader, sink } = scope;
  reader.onlyKeys(definition, ['type', 'expression', 'variables'], path);
  const source = definition.expression;
  let expression: MathExpression | undefined;
  if (typeof source !== 'string' || source.trim() === '') {
    reader.report(at(path, 'expression'), 'must be a non-empty math expression');
  } else {
    try {
      expression = compileMathExpression(source);
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error;
      reader.reportWithin(at(path, 'expression'), error.errors);
    }
  }
  const bound = definition.variables ?? {};
  if (!isPlainObject(bound)) reader.report(at(path, 'variables'), 'must be an object of methods');
  const bindings = isPlainObject(bound) ? bound : {};
  const runners = new Map<string, MethodRunner>();
  for (const [name, method] of Object.entries(bindings)) {
    runners.set(name, scope.method(method, at(at(path, 'variables'), name)));
  }
  if (!expression) return constantRunner(null);
  const names = expression.variables;
  const parts = names.map((name) => {
    const runner = runners.get(name);
    if (runner) return runner;
    sink.fields.add(name);
    return syncRunner((context) => readOwnField(context.values, name));
  });
  const { evaluate } = expression;
  return combineRunners(parts, (values) => {
    const variables: Record<string, unknown> = {};
    names.forEach((name, index) => {
      variables[name] = values[index];
    });
    return evaluate(variables);
  });
};
