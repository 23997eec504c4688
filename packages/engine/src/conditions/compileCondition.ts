import type { DefinitionIssue } from '../definitions/definitionError';
import {
  CONTEXT_EXPRESSION_SOURCES,
  CONTEXT_EXPRESSIONS,
  evaluateContextExpression,
} from '../host/contextExpression';
import { createDependencySink, type DependencySink, sealDependencies } from '../host/dependencies';
import type { EvaluationContext } from '../host/evaluationContext.types';
import { type CompiledFieldAccess, compileFieldAccessAt } from './compileValueAccess';
import type { CompiledCondition, ConditionDefinition } from './condition.types';
import { type ConditionTierMode, createConditionFunction } from './conditionCodeGeneration';
import type { ConditionNode } from './conditionProgram';
import { LeafRecord, TestCode } from './conditionTests';
import { at, type DefinitionPath, ROOT_PATH } from './definitionPath';
import { createDefinitionReader, type DefinitionReader } from './definitionReader';
import { COMPARISON_OPERATORS } from './operators';
import { planComparison, type RightOperand, type RightSide } from './planComparison';

/** The condition types of spec 001 §3.11. @public */
export const CONDITION_TYPES = Object.freeze([
  'constant',
  'compare_value',
  'and',
  'or',
  'non_empty',
  'is_empty',
] as const);

/**
 * Compiles a stored condition into a closure, once. Throws a `DefinitionError` listing every
 * problem of a malformed definition (an `and` without sub-conditions, an unknown operator, ...),
 * so evaluation never meets one.
 * @example
 * const isAdult = compileCondition({
 *   type: 'compare_value',
 *   leftValueAccess: { fieldId: 'age' },
 *   operator: 'greater_than_or_equal',
 *   rightValue: { type: 'const', value: 18 },
 * });
 * isAdult(context); // true when the field `age` holds 18 or more
 * @public
 */
export function compileCondition(definition: ConditionDefinition): CompiledCondition {
  const reader = createDefinitionReader();
  const compiled = compileConditionAt(definition, ROOT_PATH, reader);
  reader.throwIfInvalid('condition');
  return compiled;
}

/**
 * Tests only: a condition compiled to both of its tiers, its branch program and its generated
 * code; evaluating runs both and throws when they disagree, so every test of compiled
 * conditions holds the two tiers together.
 * @internal
 */
export function compileInBothTiers(definition: ConditionDefinition): CompiledCondition {
  const reader = createDefinitionReader();
  const program = compileConditionAt(definition, ROOT_PATH, reader, 'program');
  const generated = compileConditionAt(definition, ROOT_PATH, reader, 'generated');
  reader.throwIfInvalid('condition');
  const run = (context: EvaluationContext): boolean => {
    const answer = program(context);
    if (generated(context) !== answer) {
      throw new Error(
        `the generated code answers ${!answer} where the program answers ${answer}: ` +
          JSON.stringify(definition),
      );
    }
    return answer;
  };
  return Object.assign(run, { dependencies: program.dependencies });
}

/** Every problem of a stored condition; empty when it compiles. @public */
export function validateCondition(definition: unknown): readonly DefinitionIssue[] {
  const reader = createDefinitionReader();
  compileConditionAt(definition, ROOT_PATH, reader);
  return reader.issues;
}

/**
 * Compiles a condition found at `path` of a larger definition, reporting into `reader`.
 * @internal
 */
export function compileConditionAt(
  value: unknown,
  path: DefinitionPath,
  reader: DefinitionReader,
  mode?: ConditionTierMode,
): CompiledCondition {
  const sink = createDependencySink();
  const run = createConditionFunction(compileNodeAt(value, path, reader, sink), mode);
  return Object.assign(run, { dependencies: sealDependencies(sink) });
}

const NEVER: ConditionNode = { kind: 'constant', value: false };

function compileNodeAt(
  value: unknown,
  path: DefinitionPath,
  reader: DefinitionReader,
  sink: DependencySink,
): ConditionNode {
  const definition = reader.object(value, path);
  if (!definition) return NEVER;
  switch (definition.type) {
    case 'constant': {
      reader.onlyKeys(definition, ['type', 'value'], path);
      const constant = definition.value ?? false;
      if (typeof constant !== 'boolean') {
        reader.report(at(path, 'value'), 'must be a boolean');
        return NEVER;
      }
      return { kind: 'constant', value: constant };
    }
    case 'compare_value':
      return compileCompare(definition, path, reader, sink);
    case 'and':
    case 'or': {
      reader.onlyKeys(definition, ['type', 'conditions'], path);
      const list = definition.conditions;
      const listPath = at(path, 'conditions');
      if (!Array.isArray(list) || list.length === 0) {
        reader.report(
          listPath,
          `an "${definition.type}" condition needs at least one sub-condition`,
        );
        return NEVER;
      }
      const children = list.map((child, index) =>
        compileNodeAt(child, at(listPath, index), reader, sink),
      );
      return { kind: definition.type, children };
    }
    case 'non_empty':
    case 'is_empty': {
      reader.onlyKeys(definition, ['type', 'valueAccess'], path);
      const access = compileFieldAccessAt(definition.valueAccess, at(path, 'valueAccess'), reader);
      addField(sink, access);
      // is_empty and non_empty are one test, the second negated.
      const leaf = leafReading(access);
      leaf.test = TestCode.Empty;
      leaf.negate = definition.type === 'non_empty';
      return { kind: 'leaf', leaf };
    }
    default:
      reader.report(at(path, 'type'), `must be one of ${CONDITION_TYPES.join(', ')}`);
      return NEVER;
  }
}

/** A new leaf reading its left value through `access`. */
function leafReading(access: CompiledFieldAccess): LeafRecord {
  const leaf = new LeafRecord();
  leaf.fieldId = access.fieldId;
  leaf.read = access.direct ? undefined : access.read;
  return leaf;
}

function addField(sink: DependencySink, access: CompiledFieldAccess): void {
  if (access.fieldId !== '') sink.fields.add(access.fieldId);
}

const COMPARE_KEYS = ['type', 'leftValueAccess', 'operator', 'rightValue'];

function compileCompare(
  definition: Readonly<Record<string, unknown>>,
  path: DefinitionPath,
  reader: DefinitionReader,
  sink: DependencySink,
): ConditionNode {
  reader.onlyKeys(definition, COMPARE_KEYS, path);
  const left = compileFieldAccessAt(
    definition.leftValueAccess,
    at(path, 'leftValueAccess'),
    reader,
  );
  const operator = reader.oneOf(definition, 'operator', COMPARISON_OPERATORS, path, false);
  const rightPath = at(path, 'rightValue');
  const rightValue = definition.rightValue;
  const isRange = isObjectOfType(rightValue, 'range');
  if (operator === 'between' && !isRange) {
    reader.report(rightPath, 'the between operator needs a range right value');
  } else if (operator !== 'between' && isRange) {
    reader.report(at(rightPath, 'type'), 'a range right value needs the between operator');
  }
  // Spec 001 §5.3: a compare without an operator is false and reads nothing, but its parts must
  // still be well-formed: they are compiled into a scratch sink.
  const parts = operator === undefined ? createDependencySink() : sink;
  addField(parts, left);
  const issuesBefore = reader.issues.length;
  let right: RightSide;
  if (isRange) {
    const range = reader.object(rightValue, rightPath) ?? {};
    reader.onlyKeys(range, ['type', 'start', 'end'], rightPath);
    const bound = (key: 'start' | 'end') =>
      range[key] === undefined
        ? undefined
        : compileOperand(range[key], at(rightPath, key), reader, parts);
    right = { kind: 'range', start: bound('start'), end: bound('end') };
  } else {
    const operand =
      rightValue === undefined
        ? constOperand(null)
        : compileOperand(rightValue, rightPath, reader, parts);
    right = { kind: 'single', operand };
  }
  if (operator === undefined || reader.issues.length > issuesBefore) return NEVER;
  return { kind: 'leaf', leaf: planComparison(operator, right, leafReading(left)) };
}

function isObjectOfType(value: unknown, type: string): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type;
}

function constOperand(value: unknown): RightOperand {
  return { kind: 'const', value };
}

const SINGLE_VALUE_TYPES = ['const', 'another_field', 'expression'];

function compileOperand(
  value: unknown,
  path: DefinitionPath,
  reader: DefinitionReader,
  sink: DependencySink,
): RightOperand {
  const operand = reader.object(value, path);
  if (!operand) return constOperand(null);
  switch (operand.type) {
    case 'const':
      reader.onlyKeys(operand, ['type', 'value'], path);
      if (!Object.hasOwn(operand, 'value')) reader.report(at(path, 'value'), 'is required');
      return constOperand(operand.value ?? null);
    case 'another_field': {
      reader.onlyKeys(operand, ['type', 'valueAccess'], path);
      const access = compileFieldAccessAt(operand.valueAccess, at(path, 'valueAccess'), reader);
      addField(sink, access);
      return access.direct
        ? { kind: 'dynamic', read: access.read, fieldId: access.fieldId }
        : { kind: 'dynamic', read: access.read };
    }
    case 'expression': {
      reader.onlyKeys(operand, ['type', 'expression'], path);
      const expression = reader.oneOf(operand, 'expression', CONTEXT_EXPRESSIONS, path, true);
      if (!expression) return constOperand(null);
      sink.context.add(CONTEXT_EXPRESSION_SOURCES[expression]);
      return { kind: 'dynamic', read: (context) => evaluateContextExpression(expression, context) };
    }
    default:
      reader.report(at(path, 'type'), `must be one of ${SINGLE_VALUE_TYPES.join(', ')}`);
      return constOperand(null);
  }
}
