import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import { appendSegment } from '../definitions/readablePath';
import { createDateShift, DATE_SET_RANGES } from './complexDateShift';
import type { FileContentHost } from './fileContentHost.types';
import { retrieveFileContent } from './retrieveFileContent';
import { retrieveArrayColumn, retrieveValue, unwindValue } from './retrieveValues';
import {
  DATE_SHIFT_ACTIONS,
  DATE_SHIFT_UNITS,
  type DateShiftUnit,
  type FileContentRetrieveTransformation,
  type SyncTransformationDefinition,
  TRANSFORMATION_TYPES,
  type TransformationDefinition,
  type TransformationType,
} from './transformation.types';
import { parseValuePath } from './valuePath';

/** What a transformation needs besides its input. @public */
export interface TransformationContext {
  /** IANA time zone dates are read and shifted in (the client's `X-Timezone`). */
  readonly timeZone: string;
  /** Needed by file_content_retrieve only. */
  readonly host?: FileContentHost;
}

/** A compiled transformation that runs synchronously. @public */
export interface CompiledSyncTransformation {
  readonly type: TransformationType;
  readonly isAsync: false;
  apply(value: unknown, context: TransformationContext): unknown;
}

/** A compiled transformation that needs the host (file_content_retrieve). @public */
export interface CompiledAsyncTransformation {
  readonly type: TransformationType;
  readonly isAsync: true;
  apply(value: unknown, context: TransformationContext): Promise<unknown>;
}

/** A compiled transformation: check `isAsync` before calling `apply`. @public */
export type CompiledTransformation = CompiledSyncTransformation | CompiledAsyncTransformation;

/** A compiled list of transformations; an empty one returns its input. @public */
export type CompiledTransformationChain =
  | Omit<CompiledSyncTransformation, 'type'>
  | Omit<CompiledAsyncTransformation, 'type'>;

/** Lists what is wrong with a transformation definition (empty when it is well-formed). @public */
export function validateTransformation(definition: unknown, path = ''): DefinitionIssue[] {
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) {
    return [{ path, message: 'must be an object' }];
  }
  const record = definition as Record<string, unknown>;
  const at = (key: string) => appendSegment(path, key);
  switch (record.type) {
    case 'complex_date_shift':
      return validateComponents(record.components, at('components'));
    case 'value_retrieve':
    case 'array_column_retrieve':
      return validatePath(record.path, at('path'), true);
    case 'unwind':
      return validatePath(record.path, at('path'), false);
    case 'file_content_retrieve':
      return [];
    default:
      return [{ path: at('type'), message: `must be one of ${TRANSFORMATION_TYPES.join(', ')}` }];
  }
}

/**
 * Compiles a transformation once; throws a `DefinitionError` listing every problem of a
 * malformed one.
 * @public
 */
export function compileTransformation(
  definition: FileContentRetrieveTransformation,
): CompiledAsyncTransformation;
export function compileTransformation(
  definition: SyncTransformationDefinition,
): CompiledSyncTransformation;
export function compileTransformation(definition: TransformationDefinition): CompiledTransformation;
export function compileTransformation(
  definition: TransformationDefinition,
): CompiledTransformation {
  const issues = validateTransformation(definition);
  if (issues.length > 0) throw new DefinitionError(issues, 'transformation');
  return Object.freeze(compileValid(definition));
}

/**
 * Compiles a list of transformations applied one after another; the chain is asynchronous when
 * any of its steps is. Issue paths name the step (`[2].path`).
 * @public
 */
export function compileTransformationChain(
  definitions: readonly TransformationDefinition[],
): CompiledTransformationChain {
  const issues = definitions.flatMap((definition, index) =>
    validateTransformation(definition, appendSegment('', index)),
  );
  if (issues.length > 0) throw new DefinitionError(issues, 'transformation chain');
  const steps = definitions.map(compileValid);
  if (steps.every((step) => !step.isAsync)) {
    const syncSteps = steps as CompiledSyncTransformation[];
    return Object.freeze({
      isAsync: false as const,
      apply: (value: unknown, context: TransformationContext) =>
        syncSteps.reduce((current, step) => step.apply(current, context), value),
    });
  }
  return Object.freeze({
    isAsync: true as const,
    apply: async (value: unknown, context: TransformationContext) => {
      let current = value;
      for (const step of steps) current = await step.apply(current, context);
      return current;
    },
  });
}

/**
 * Compiles and applies a transformation in one go; file_content_retrieve returns a promise.
 * @public
 * @example applyTransformation({ type: 'value_retrieve', path: 'address.city' }, record, { timeZone });
 */
export function applyTransformation(
  definition: FileContentRetrieveTransformation,
  value: unknown,
  context: TransformationContext,
): Promise<unknown>;
export function applyTransformation(
  definition: SyncTransformationDefinition,
  value: unknown,
  context: TransformationContext,
): unknown;
export function applyTransformation(
  definition: TransformationDefinition,
  value: unknown,
  context: TransformationContext,
): unknown {
  return compileTransformation(definition).apply(value, context);
}

function compileValid(definition: TransformationDefinition): CompiledTransformation {
  const sync = (apply: CompiledSyncTransformation['apply']): CompiledSyncTransformation => ({
    type: definition.type,
    isAsync: false,
    apply,
  });
  switch (definition.type) {
    case 'complex_date_shift': {
      const shift = createDateShift(definition.components);
      return sync((value, context) => shift(value, context.timeZone));
    }
    case 'value_retrieve': {
      const path = parseValuePath(definition.path) ?? [];
      return sync((value) => retrieveValue(value, path));
    }
    case 'array_column_retrieve': {
      const path = parseValuePath(definition.path) ?? [];
      return sync((value) => retrieveArrayColumn(value, path));
    }
    case 'unwind': {
      const path = parseValuePath(definition.path ?? '') ?? [];
      return sync((value) => unwindValue(value, path));
    }
    case 'file_content_retrieve':
      return {
        type: definition.type,
        isAsync: true,
        apply: (value, context) => {
          const host = context.host;
          if (!host) {
            return Promise.reject(
              new Error('file_content_retrieve needs a FileContentHost in the context.'),
            );
          }
          return retrieveFileContent(value, host);
        },
      };
  }
}

function validatePath(path: unknown, at: string, required: boolean): DefinitionIssue[] {
  if (path === undefined && !required) return [];
  if (typeof path !== 'string' || path === '' || parseValuePath(path) === null) {
    return [{ path: at, message: 'must be a dotted path such as items.0.price' }];
  }
  return [];
}

function validateComponents(components: unknown, at: string): DefinitionIssue[] {
  if (!Array.isArray(components) || components.length === 0) {
    return [{ path: at, message: 'must be a non-empty list of components' }];
  }
  return components.flatMap((component, index) => {
    const here = appendSegment(at, index);
    if (typeof component !== 'object' || component === null) {
      return [{ path: here, message: 'must be an object with unit, action and value' }];
    }
    const { unit, action, value } = component as Record<string, unknown>;
    const issues: DefinitionIssue[] = [];
    const knownUnit = (DATE_SHIFT_UNITS as readonly unknown[]).includes(unit);
    if (!knownUnit) {
      issues.push({
        path: appendSegment(here, 'unit'),
        message: `must be one of ${DATE_SHIFT_UNITS.join(', ')}`,
      });
    }
    if (!(DATE_SHIFT_ACTIONS as readonly unknown[]).includes(action)) {
      issues.push({ path: appendSegment(here, 'action'), message: 'must be shift or set' });
    }
    if (!Number.isSafeInteger(value)) {
      issues.push({ path: appendSegment(here, 'value'), message: 'must be an integer' });
    } else if (action === 'set' && knownUnit) {
      const [min, max] = DATE_SET_RANGES[unit as DateShiftUnit];
      if ((value as number) < min || (value as number) > max) {
        issues.push({
          path: appendSegment(here, 'value'),
          message: `must be from ${min} to ${max} for ${String(unit)}`,
        });
      }
    }
    return issues;
  });
}
