import type { EvaluationContext } from '../host/evaluationContext.types';
import { at, type DefinitionPath } from './definitionPath';
import { type DefinitionReader, isPlainObject } from './definitionReader';
import type { ArrayPositionType } from './valueAccess.types';

/**
 * Spec 001 §3.9/§9: the absolute position that stands for "every item". Rows are capped at 100,
 * so no real item ever sits there.
 * @public
 */
export const WILDCARD_ARRAY_POSITION = 1000;

/** Array position types of an absolute access. @public */
export const ARRAY_POSITION_TYPES: readonly ArrayPositionType[] = Object.freeze([
  'firstItem',
  'atPosition',
  'afterPosition',
  'lastItem',
]);

/** Reads a value from the evaluation context; a missing value reads as null. @internal */
export type ValueReader = (context: EvaluationContext) => unknown;

/** Goes from a value into a part of it; a missing part reads as undefined. @internal */
export type PathReader = (value: unknown, context: EvaluationContext) => unknown;

/** A compiled {@link FieldValueAccess}. @internal */
export interface CompiledFieldAccess {
  readonly fieldId: string;
  /**
   * The access is the field value itself under an id no object inherits, so the hot paths may
   * read `values[fieldId]` inline; otherwise they call `read`.
   */
  readonly direct: boolean;
  readonly read: ValueReader;
}

const FIELD_ACCESS_KEYS = ['fieldId', 'path'];

/**
 * A field's own value: a field id such as `constructor` must not read what every object inherits.
 * @internal
 */
export function readOwnField(values: Readonly<Record<string, unknown>>, fieldId: string): unknown {
  return Object.hasOwn(values, fieldId) ? values[fieldId] : undefined;
}

/** Compiles a field value access found at `path` of a definition. @internal */
export function compileFieldAccessAt(
  value: unknown,
  path: DefinitionPath,
  reader: DefinitionReader,
  allowedKeys: readonly string[] = FIELD_ACCESS_KEYS,
): CompiledFieldAccess {
  const access = reader.object(value, path);
  if (!access) return { fieldId: '', direct: false, read: readNothing };
  reader.onlyKeys(access, allowedKeys, path);
  const fieldId = reader.string(access, 'fieldId', path, true) ?? '';
  const part = compileAccessPathAt(access.path, at(path, 'path'), reader, fieldId);
  if (!part) {
    return {
      fieldId,
      direct: !(fieldId in Object.prototype),
      read: (context) => {
        const field = readOwnField(context.values, fieldId);
        return field === undefined ? null : field;
      },
    };
  }
  return {
    fieldId,
    direct: false,
    read: (context) => {
      const value = part(readOwnField(context.values, fieldId), context);
      return value === undefined ? null : value;
    },
  };
}

/**
 * Compiles an optional access path. `rowsOf` names the repeating group a leading relative
 * access counts rows of; undefined when there is no path or it is empty.
 * @internal
 */
export function compileAccessPathAt(
  value: unknown,
  path: DefinitionPath,
  reader: DefinitionReader,
  rowsOf?: string,
): PathReader | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    reader.report(path, 'must be an array of property names and array accesses');
    return undefined;
  }
  if (value.length === 0) return undefined;
  const steps = value.map((segment, index) =>
    compileSegment(segment, at(path, index), reader, index === 0 ? rowsOf : undefined),
  );
  return chainSteps(steps, 0);
}

type Step =
  | { readonly kind: 'property'; readonly key: string }
  | { readonly kind: 'index'; readonly index: (items: readonly unknown[]) => number }
  | { readonly kind: 'relative'; readonly rowsOf: string | undefined; readonly offset: number }
  | { readonly kind: 'wildcard' };

function compileSegment(
  segment: unknown,
  path: DefinitionPath,
  reader: DefinitionReader,
  rowsOf: string | undefined,
): Step {
  if (typeof segment === 'string') {
    if (segment === '') reader.report(path, 'must be a non-empty property name');
    return { kind: 'property', key: segment };
  }
  const access = isPlainObject(segment) ? segment : undefined;
  if (!access) {
    reader.report(path, 'must be a property name or an array access');
    return { kind: 'wildcard' };
  }
  if (access.type === 'relative_position') {
    reader.onlyKeys(access, ['type', 'offset'], path);
    const offset = reader.integer(access, 'offset', path, { required: false }) ?? 0;
    return { kind: 'relative', rowsOf, offset };
  }
  if (access.type === 'absolute_position') {
    reader.onlyKeys(access, ['type', 'positionType', 'position'], path);
    const positionType =
      reader.oneOf(access, 'positionType', ARRAY_POSITION_TYPES, path, false) ?? 'atPosition';
    const needsPosition = positionType === 'atPosition' || positionType === 'afterPosition';
    const position =
      reader.integer(access, 'position', path, { required: needsPosition, minimum: 1 }) ?? 1;
    if (positionType === 'atPosition' && position === WILDCARD_ARRAY_POSITION) {
      return { kind: 'wildcard' };
    }
    return { kind: 'index', index: indexOf(positionType, position) };
  }
  reader.report(at(path, 'type'), 'must be relative_position or absolute_position');
  return { kind: 'wildcard' };
}

function indexOf(
  positionType: ArrayPositionType,
  position: number,
): (items: readonly unknown[]) => number {
  switch (positionType) {
    case 'firstItem':
      return () => 0;
    case 'lastItem':
      return (items) => items.length - 1;
    case 'afterPosition':
      return () => position;
    case 'atPosition':
      return () => position - 1;
  }
}

function chainSteps(steps: readonly Step[], from: number): PathReader {
  const step = steps[from];
  if (!step) return identity;
  const rest = from + 1 < steps.length ? chainSteps(steps, from + 1) : undefined;
  switch (step.kind) {
    case 'property': {
      const { key } = step;
      const read = (value: unknown): unknown =>
        isPlainObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
      return rest ? (value, context) => rest(read(value), context) : read;
    }
    case 'index': {
      const { index } = step;
      const read = (value: unknown): unknown =>
        Array.isArray(value) ? value[index(value)] : undefined;
      return rest ? (value, context) => rest(read(value), context) : read;
    }
    case 'wildcard':
      return wildcard(rest);
    case 'relative': {
      const { rowsOf, offset } = step;
      const every = wildcard(rest);
      return (value, context) => {
        const row = rowsOf === undefined ? undefined : readOwnField(context.rowIndexes, rowsOf);
        if (typeof row !== 'number') return every(value, context);
        const item = Array.isArray(value) ? value[row + offset] : undefined;
        return rest ? rest(item, context) : item;
      };
    }
  }
}

// Every item, each read further by the rest of the path; missing parts read as null so the
// result keeps one entry per item.
function wildcard(rest: PathReader | undefined): PathReader {
  return (value, context) => {
    if (!Array.isArray(value)) return undefined;
    return value.map((item: unknown) => {
      const part = rest ? rest(item, context) : item;
      return part === undefined ? null : part;
    });
  };
}

function identity(value: unknown): unknown {
  return value;
}

function readNothing(): null {
  return null;
}
