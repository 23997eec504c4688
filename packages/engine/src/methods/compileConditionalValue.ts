import type { CompiledCondition } from '../conditions/condition.types';
import { at } from '../conditions/definitionPath';
import { constantRunner, type MethodCompiler, type MethodRunner } from './methodRunner';

/**
 * conditional_value: the value of the first choice whose condition holds, else `otherwise`,
 * else null. Conditions are synchronous; only the chosen value's method runs.
 * @internal
 */
export const compileConditionalValue: MethodCompiler = (definition, path, scope) => {
  const { reader } = scope;
  reader.onlyKeys(definition, ['type', 'choices', 'otherwise'], path);
  const list = definition.choices;
  const listPath = at(path, 'choices');
  if (!Array.isArray(list) || list.length === 0) {
    reader.report(listPath, 'needs at least one choice');
    return constantRunner(null);
  }
  const choices: { readonly condition: CompiledCondition; readonly value: MethodRunner }[] = [];
  list.forEach((item, index) => {
    const choicePath = at(listPath, index);
    const choice = reader.object(item, choicePath);
    if (!choice) return;
    reader.onlyKeys(choice, ['condition', 'value'], choicePath);
    choices.push({
      condition: scope.condition(choice.condition, at(choicePath, 'condition')),
      value: scope.method(choice.value, at(choicePath, 'value')),
    });
  });
  const otherwise =
    definition.otherwise === undefined
      ? constantRunner(null)
      : scope.method(definition.otherwise, at(path, 'otherwise'));
  const isAsync = otherwise.isAsync || choices.some((choice) => choice.value.isAsync);
  return {
    isAsync,
    run: (context) => {
      for (const choice of choices) {
        if (choice.condition(context)) return choice.value.run(context);
      }
      return otherwise.run(context);
    },
  };
};
