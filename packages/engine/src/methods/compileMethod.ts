import { compileConditionAt } from '../conditions/compileCondition';
import { at, type DefinitionPath, ROOT_PATH } from '../conditions/definitionPath';
import { createDefinitionReader, type DefinitionReader } from '../conditions/definitionReader';
import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import {
  addDependencies,
  createDependencySink,
  type DependencySink,
  sealDependencies,
} from '../host/dependencies';
import { compileCalculatedFunctionMethod } from './compileCalculatedFunctionMethod';
import { compileComposedComplexValue } from './compileComposedComplexValue';
import { compileComputedExpression } from './compileComputedExpression';
import { compileConditionalValue } from './compileConditionalValue';
import {
  compileCurrentRecordId,
  compileDeviceInfo,
  compileExpression,
  compileFieldValueAccess,
  compileManual,
  compileNoValue,
  compileUrlQuery,
  compileVariableValue,
} from './compileContextReads';
import { compileDelegatedMethod } from './compileDelegatedMethod';
import { compileGeneratedUrlValue } from './compileGeneratedUrlValue';
import { compileTemplatedString } from './compileTemplatedString';
import { compileTransformedValue } from './compileTransformedValue';
import type { CompiledMethod, MethodDefinition, MethodType } from './method.types';
import {
  constantRunner,
  type MethodCompiler,
  type MethodRunner,
  type MethodScope,
} from './methodRunner';

const COMPILERS: Readonly<Record<MethodType, MethodCompiler>> = {
  current_record_id: compileCurrentRecordId,
  field_value_access: compileFieldValueAccess,
  computed_expression: compileComputedExpression,
  manual: compileManual,
  expression: compileExpression,
  templated_string: compileTemplatedString,
  text_from_generated_document_template: compileDelegatedMethod,
  conditional_value: compileConditionalValue,
  uploaded_file: compileDelegatedMethod,
  generated_qr_code: compileDelegatedMethod,
  variable_value: compileVariableValue,
  url_query: compileUrlQuery,
  generated_code_sequence: compileDelegatedMethod,
  aggregated_value: compileDelegatedMethod,
  get_external_record: compileDelegatedMethod,
  execute_pipeline_query: compileDelegatedMethod,
  generated_url_value: compileGeneratedUrlValue,
  composed_complex_value: compileComposedComplexValue,
  transformed_value: compileTransformedValue,
  calculated_function: compileCalculatedFunctionMethod,
  device_info: compileDeviceInfo,
  no_value: compileNoValue,
};

/** The 22 method types of spec 001 §3.9, in the spec's order. @public */
export const METHOD_TYPES: readonly MethodType[] = Object.freeze(
  Object.keys(COMPILERS) as MethodType[],
);

/**
 * Thrown by {@link compileMethod} for a method type the engine does not know: spec 001 §8 makes
 * an unsupported method type an internal error. It is a {@link DefinitionError}, so callers that
 * report definition problems report it too.
 * @public
 */
export class UnsupportedMethodTypeError extends DefinitionError {}

/**
 * Compiles a stored value-obtaining method into a closure, once. Pure methods compute in the
 * engine and return their value synchronously; delegated ones (documents, files, QR codes, code
 * sequences, aggregations, external records, pipeline queries) go to
 * `EngineHost.resolveDelegatedMethod` and return a promise, as does anything built on them
 * (`isAsync`). Throws a `DefinitionError` listing every problem of a malformed definition, an
 * {@link UnsupportedMethodTypeError} for an unknown method type.
 * @example
 * const total = compileMethod({ type: 'computed_expression', expression: 'price * quantity' });
 * total(context); // 24.6 for price 12.3 and quantity 2; null while either is empty
 * @public
 */
export function compileMethod(definition: MethodDefinition): CompiledMethod {
  const reader = createDefinitionReader();
  const unknownTypes: unknown[] = [];
  const compiled = compileMethodAt(definition, ROOT_PATH, reader, unknownTypes);
  if (unknownTypes.length > 0) throw new UnsupportedMethodTypeError(reader.issues, 'method');
  reader.throwIfInvalid('method');
  return compiled;
}

/** Every problem of a stored method; empty when it compiles. @public */
export function validateMethod(definition: unknown): readonly DefinitionIssue[] {
  const reader = createDefinitionReader();
  compileMethodAt(definition, ROOT_PATH, reader);
  return reader.issues;
}

/**
 * Compiles a method found at `path` of a larger definition, reporting into `reader`; unknown
 * method types are also collected into `unknownTypes`.
 * @internal
 */
function compileMethodAt(
  value: unknown,
  path: DefinitionPath,
  reader: DefinitionReader,
  unknownTypes: unknown[] = [],
): CompiledMethod {
  const sink = createDependencySink();
  const runner = createScope(reader, sink, unknownTypes).method(value, path);
  return Object.assign((context: Parameters<MethodRunner['run']>[0]) => runner.run(context), {
    isAsync: runner.isAsync,
    dependencies: sealDependencies(sink),
  });
}

function createScope(
  reader: DefinitionReader,
  sink: DependencySink,
  unknownTypes: unknown[],
): MethodScope {
  const scope: MethodScope = {
    reader,
    sink,
    method(value, path) {
      const definition = reader.object(value, path);
      if (!definition) return constantRunner(null);
      const type = definition.type;
      const compiler =
        typeof type === 'string' && Object.hasOwn(COMPILERS, type)
          ? COMPILERS[type as MethodType]
          : undefined;
      if (!compiler) {
        reader.report(at(path, 'type'), `unsupported method type ${JSON.stringify(type ?? null)}`);
        unknownTypes.push(type);
        return constantRunner(null);
      }
      return compiler(definition, path, scope);
    },
    condition(value, path) {
      const condition = compileConditionAt(value, path, reader);
      addDependencies(sink, condition.dependencies);
      return condition;
    },
  };
  return scope;
}
