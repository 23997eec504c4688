/**
 * Parts of the evaluation context other than fields and variables that a compiled condition or
 * method reads: the form store re-runs device-dependent methods when the position changes, and
 * never caches what reads the clock or the host.
 * @public
 */
export type ContextSource = 'recordId' | 'urlQuery' | 'device' | 'user' | 'clock' | 'host';

/**
 * What a compiled condition or method reads, found at compile time; the form store builds its
 * dependency graph from it. Field ids are top-level form field ids (a repeating group, not its
 * row fields).
 * @public
 */
export interface Dependencies {
  readonly fields: readonly string[];
  readonly variables: readonly string[];
  readonly context: readonly ContextSource[];
}

/** Reads nothing. @public */
export const NO_DEPENDENCIES: Dependencies = Object.freeze({
  fields: Object.freeze([]),
  variables: Object.freeze([]),
  context: Object.freeze([]),
});

/** The dependencies of something built from parts: the union of theirs, without repeats. @public */
export function mergeDependencies(parts: readonly Dependencies[]): Dependencies {
  const nonEmpty = parts.filter(
    (part) => part.fields.length + part.variables.length + part.context.length > 0,
  );
  if (nonEmpty.length === 0) return NO_DEPENDENCIES;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  return Object.freeze({
    fields: Object.freeze([...new Set(nonEmpty.flatMap((part) => part.fields))]),
    variables: Object.freeze([...new Set(nonEmpty.flatMap((part) => part.variables))]),
    context: Object.freeze([...new Set(nonEmpty.flatMap((part) => part.context))]),
  });
}

/** Collects dependencies while a definition compiles, then freezes them once. @internal */
export interface DependencySink {
  readonly fields: Set<string>;
  readonly variables: Set<string>;
  readonly context: Set<ContextSource>;
}

/** An empty {@link DependencySink}. @internal */
export function createDependencySink(): DependencySink {
  return { fields: new Set(), variables: new Set(), context: new Set() };
}

/** Adds compiled dependencies to a sink. @internal */
export function addDependencies(sink: DependencySink, dependencies: Dependencies): void {
  for (const field of dependencies.fields) sink.fields.add(field);
  for (const variable of dependencies.variables) sink.variables.add(variable);
  for (const source of dependencies.context) sink.context.add(source);
}

/** The frozen dependencies a sink collected. @internal */
export function sealDependencies(sink: DependencySink): Dependencies {
  if (sink.fields.size + sink.variables.size + sink.context.size === 0) return NO_DEPENDENCIES;
  return createDependencies({
    fields: [...sink.fields],
    variables: [...sink.variables],
    context: [...sink.context],
  });
}

/** Dependencies of one kind, for the leaves of a definition. @internal */
function createDependencies(parts: Partial<Dependencies>): Dependencies {
  return Object.freeze({
    fields: Object.freeze([...(parts.fields ?? [])]),
    variables: Object.freeze([...(parts.variables ?? [])]),
    context: Object.freeze([...(parts.context ?? [])]),
  });
}
