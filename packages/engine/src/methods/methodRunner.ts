import type { CompiledCondition } from '../conditions/condition.types';
import type { DefinitionPath } from '../conditions/definitionPath';
import type { DefinitionReader } from '../conditions/definitionReader';
import type { DependencySink } from '../host/dependencies';
import type { EvaluationContext } from '../host/evaluationContext.types';

/**
 * A compiled method before it is handed out: how to run it, and whether running it may return a
 * promise. Decided at compile time, so a pure composite never pays for promises.
 * @internal
 */
export interface MethodRunner {
  readonly run: (context: EvaluationContext) => unknown;
  readonly isAsync: boolean;
}

/**
 * What a method compiler works with: the reader that records problems, the sink that collects
 * dependencies, and the compilers of nested methods and conditions (passed in rather than
 * imported, so the per-type compilers and the dispatcher do not import each other).
 * @internal
 */
export interface MethodScope {
  readonly reader: DefinitionReader;
  readonly sink: DependencySink;
  method(value: unknown, path: DefinitionPath): MethodRunner;
  condition(value: unknown, path: DefinitionPath): CompiledCondition;
}

/** Compiles one method type, its definition already known to be an object of that type. @internal */
export type MethodCompiler = (
  definition: Readonly<Record<string, unknown>>,
  path: DefinitionPath,
  scope: MethodScope,
) => MethodRunner;

/** A runner of a value known at compile time. @internal */
export function constantRunner(value: unknown): MethodRunner {
  return { run: () => value, isAsync: false };
}

/** A synchronous runner. @internal */
export function syncRunner(run: (context: EvaluationContext) => unknown): MethodRunner {
  return { run, isAsync: false };
}

/**
 * Runs several runners and combines their values. Synchronous when every part is; otherwise
 * the parts run concurrently and the combination waits for all of them.
 * @internal
 */
export function combineRunners(
  parts: readonly MethodRunner[],
  combine: (values: readonly unknown[], context: EvaluationContext) => unknown,
): MethodRunner {
  if (parts.every((part) => !part.isAsync)) {
    return syncRunner((context) =>
      combine(
        parts.map((part) => part.run(context)),
        context,
      ),
    );
  }
  return {
    isAsync: true,
    run: async (context) =>
      combine(await Promise.all(parts.map((part) => part.run(context))), context),
  };
}

/** Runs a runner and passes its value on; `nextIsAsync` when `next` may return a promise. @internal */
export function mapRunner(
  part: MethodRunner,
  next: (value: unknown, context: EvaluationContext) => unknown,
  nextIsAsync = false,
): MethodRunner {
  if (!part.isAsync) {
    return { isAsync: nextIsAsync, run: (context) => next(part.run(context), context) };
  }
  return { isAsync: true, run: async (context) => next(await part.run(context), context) };
}
