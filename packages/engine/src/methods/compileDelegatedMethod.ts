import { at, type DefinitionPath } from '../conditions/definitionPath';
import { isPlainObject } from '../conditions/definitionReader';
import { DefinitionError } from '../definitions/definitionError';
import type { QueryFilter } from '../definitions/queryFilter';
import { addDependencies, createDependencySink, sealDependencies } from '../host/dependencies';
import { compileQueryFilter } from '../queries/compileQueryFilter';
import { RECORD_SHAPE } from '../queries/rowAccess';
import type { DelegatedMethodDefinition } from './method.types';
import type { MethodCompiler, MethodRunner } from './methodRunner';

/** The method types the engine hands to `EngineHost.resolveDelegatedMethod`. @public */
export const DELEGATED_METHOD_TYPES = Object.freeze([
  'text_from_generated_document_template',
  'uploaded_file',
  'generated_qr_code',
  'generated_code_sequence',
  'aggregated_value',
  'get_external_record',
  'execute_pipeline_query',
] as const);

/** Aggregations of aggregated_value (spec 001 §3.13). @public */
export const AGGREGATION_METHODS = Object.freeze([
  'count',
  'sum',
  'average',
  'max',
  'min',
] as const);

/** What a delegated type declares: its id properties, its method properties, its maps of methods. */
interface DelegatedShape {
  readonly ids: readonly string[];
  readonly optionalIds?: readonly string[];
  readonly methods: readonly string[];
  readonly methodMaps: readonly string[];
  readonly other?: readonly string[];
}

const SHAPES: Readonly<Record<DelegatedMethodDefinition['type'], DelegatedShape>> = {
  text_from_generated_document_template: {
    ids: ['documentTemplateId'],
    methods: [],
    methodMaps: ['inputs'],
  },
  uploaded_file: { ids: [], methods: ['documentId'], methodMaps: [] },
  generated_qr_code: { ids: [], methods: ['text'], methodMaps: [] },
  generated_code_sequence: { ids: ['codeSequenceId'], methods: [], methodMaps: [] },
  aggregated_value: {
    ids: ['fromProviderId'],
    optionalIds: ['aggregateField'],
    methods: [],
    methodMaps: [],
    other: ['aggregation', 'filter'],
  },
  get_external_record: { ids: ['providerId'], methods: ['recordId'], methodMaps: [] },
  execute_pipeline_query: { ids: ['queryId'], methods: [], methodMaps: ['inputs'] },
};

/**
 * A method the engine cannot compute by itself: its nested methods are compiled and resolved
 * here, then the host computes the value from the (frozen copy of the) definition and those
 * values. Always asynchronous.
 * @internal
 */
export const compileDelegatedMethod: MethodCompiler = (definition, path, scope) => {
  const { reader, sink } = scope;
  const type = definition.type as DelegatedMethodDefinition['type'];
  const shape = SHAPES[type];
  reader.onlyKeys(
    definition,
    [
      'type',
      ...shape.ids,
      ...(shape.optionalIds ?? []),
      ...shape.methods,
      ...shape.methodMaps,
      ...(shape.other ?? []),
    ],
    path,
  );
  for (const key of shape.ids) reader.string(definition, key, path, true);
  for (const key of shape.optionalIds ?? []) reader.string(definition, key, path, false);
  if (type === 'aggregated_value') {
    const aggregation = reader.oneOf(definition, 'aggregation', AGGREGATION_METHODS, path, true);
    if (aggregation && aggregation !== 'count' && definition.aggregateField === undefined) {
      reader.report(at(path, 'aggregateField'), `is required for ${aggregation}`);
    }
    const filter = definition.filter;
    if (filter !== undefined && !(isPlainObject(filter) && typeof filter.type === 'string')) {
      reader.report(at(path, 'filter'), 'must be a query filter with a type');
    } else if (filter !== undefined) {
      recordFilterDependencies(filter as unknown as QueryFilter, at(path, 'filter'), scope);
    }
  }
  // The inputs, flattened: [property, map key or undefined, runner].
  const inputs: (readonly [string, string | undefined, MethodRunner])[] = [];
  for (const key of shape.methods) {
    inputs.push([key, undefined, scope.method(definition[key], at(path, key))]);
  }
  for (const key of shape.methodMaps) {
    const map = definition[key];
    if (map === undefined) continue;
    if (!isPlainObject(map)) {
      reader.report(at(path, key), 'must be an object of methods');
      continue;
    }
    for (const [name, method] of Object.entries(map)) {
      inputs.push([key, name, scope.method(method, at(at(path, key), name))]);
    }
  }
  const presentMaps = shape.methodMaps.filter((key) => isPlainObject(definition[key]));
  sink.context.add('host');
  const method = deepFreeze(JSON.parse(JSON.stringify(definition))) as DelegatedMethodDefinition;
  return {
    isAsync: true,
    run: async (context) => {
      const values = await Promise.all(inputs.map(([, , runner]) => runner.run(context)));
      const resolved: Record<string, unknown> = {};
      inputs.forEach(([key, name], index) => {
        if (name === undefined) {
          resolved[key] = values[index];
          return;
        }
        const map = (resolved[key] ?? {}) as Record<string, unknown>;
        map[name] = values[index];
        resolved[key] = map;
      });
      for (const key of presentMaps) resolved[key] ??= {};
      return context.host.resolveDelegatedMethod(method, context, resolved);
    },
  };
};

/**
 * The form values and context a filter reads (its `compare_to_external_value` fields,
 * `applyCondition`s, dates and user), so the aggregate is computed again when they change. The
 * filter is compiled only for that: the host runs it where the records are.
 */
function recordFilterDependencies(
  filter: QueryFilter,
  path: DefinitionPath,
  { reader, sink }: Parameters<MethodCompiler>[2],
): void {
  const notes = { providers: new Set<string>(), dependencies: createDependencySink() };
  try {
    compileQueryFilter(filter, RECORD_SHAPE, notes);
  } catch (error) {
    const message = error instanceof DefinitionError ? error.errors[0]?.message : undefined;
    reader.report(path, message ?? 'must be a valid query filter');
    return;
  }
  addDependencies(sink, sealDependencies(notes.dependencies));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const part of Object.values(value)) deepFreeze(part);
    Object.freeze(value);
  }
  return value;
}
