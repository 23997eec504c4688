import { asItems } from '../conditions/compareValues';
import { compileAccessPathAt, type PathReader } from '../conditions/compileValueAccess';
import { at, type DefinitionPath } from '../conditions/definitionPath';
import { duplicateIssues } from '../definitions/duplicateIssues';
import {
  combineRunners,
  constantRunner,
  type MethodCompiler,
  type MethodRunner,
  type MethodScope,
  mapRunner,
} from './methodRunner';

/** Spec 001 §9: a multiplied array has at most 100 items. @public */
export const MAX_MULTIPLIED_ITEMS = 100;

/** Composed complex value types (spec 001 §3.9). @public */
export const COMPOSED_TYPES = Object.freeze(['object', 'array', 'plain'] as const);

/**
 * Spec 001 §3.9/§9: the number of items of a multiplied array, from any value: floored, capped at
 * 100; anything that is not a number (or numeric text) of at least 1 gives none.
 * @public
 */
export function multipliedItemCount(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!(number >= 1)) return 0;
  return Math.min(Math.floor(number), MAX_MULTIPLIED_ITEMS);
}

/** composed_complex_value: an object, an array or a plain value built from other methods. @internal */
export const compileComposedComplexValue: MethodCompiler = (definition, path, scope) => {
  const { reader } = scope;
  const composedType = reader.oneOf(definition, 'composedType', COMPOSED_TYPES, path, true);
  switch (composedType) {
    case 'object':
      reader.onlyKeys(definition, ['type', 'composedType', 'properties'], path);
      return compileObject(definition.properties, at(path, 'properties'), scope);
    case 'array':
      reader.onlyKeys(definition, ['type', 'composedType', 'items'], path);
      return compileArray(definition.items, at(path, 'items'), scope);
    case 'plain':
      reader.onlyKeys(definition, ['type', 'composedType', 'value'], path);
      return scope.method(definition.value, at(path, 'value'));
    default:
      return constantRunner(null);
  }
};

function compileObject(value: unknown, path: DefinitionPath, scope: MethodScope): MethodRunner {
  const { reader } = scope;
  if (!Array.isArray(value)) {
    reader.report(path, 'must be a list of properties');
    return constantRunner(null);
  }
  const names: string[] = [];
  const parts: MethodRunner[] = [];
  value.forEach((item, index) => {
    const propertyPath = at(path, index);
    const property = reader.object(item, propertyPath);
    if (!property) return;
    reader.onlyKeys(property, ['propertyName', 'value'], propertyPath);
    names.push(reader.string(property, 'propertyName', propertyPath, true) ?? '');
    parts.push(scope.method(property.value, at(propertyPath, 'value')));
  });
  reportDuplicates(scope, value, path);
  return combineRunners(parts, (values) => {
    const object: Record<string, unknown> = {};
    names.forEach((name, index) => {
      object[name] = values[index];
    });
    return object;
  });
}

function reportDuplicates(
  scope: MethodScope,
  list: readonly unknown[],
  path: DefinitionPath,
): void {
  const keyOf = (item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { propertyName?: unknown }).propertyName === 'string'
      ? (item as { propertyName: string }).propertyName
      : undefined;
  scope.reader.reportWithin(
    path,
    duplicateIssues(list, keyOf, '', 'propertyName', 'property name'),
  );
}

function compileArray(value: unknown, path: DefinitionPath, scope: MethodScope): MethodRunner {
  const { reader } = scope;
  const items = reader.object(value, path);
  if (!items) return constantRunner([]);
  switch (items.type) {
    case 'multiplied': {
      reader.onlyKeys(items, ['type', 'count', 'item'], path);
      const count = scope.method(items.count, at(path, 'count'));
      const item = scope.method(items.item, at(path, 'item'));
      if (!count.isAsync && !item.isAsync) {
        return {
          isAsync: false,
          run: (context) =>
            Array.from({ length: multipliedItemCount(count.run(context)) }, () =>
              item.run(context),
            ),
        };
      }
      return {
        isAsync: true,
        run: async (context) => {
          const length = multipliedItemCount(await count.run(context));
          return Promise.all(Array.from({ length }, () => item.run(context)));
        },
      };
    }
    case 'external': {
      reader.onlyKeys(items, ['type', 'value', 'itemProperties'], path);
      const source = scope.method(items.value, at(path, 'value'));
      const pick = compileItemProperties(items.itemProperties, at(path, 'itemProperties'), scope);
      return mapRunner(source, (list, context) => {
        const values = asItems(list);
        if (!pick) return [...values];
        return values.map((item) => {
          const object: Record<string, unknown> = {};
          for (const [name, read] of pick) {
            const part = read(item, context);
            object[name] = part === undefined ? null : part;
          }
          return object;
        });
      });
    }
    default:
      reader.report(at(path, 'type'), 'must be multiplied or external');
      return constantRunner([]);
  }
}

function compileItemProperties(
  value: unknown,
  path: DefinitionPath,
  scope: MethodScope,
): (readonly [string, PathReader])[] | undefined {
  if (value === undefined) return undefined;
  const { reader } = scope;
  if (!Array.isArray(value)) {
    reader.report(path, 'must be a list of item properties');
    return undefined;
  }
  const picks: (readonly [string, PathReader])[] = [];
  value.forEach((item, index) => {
    const propertyPath = at(path, index);
    const property = reader.object(item, propertyPath);
    if (!property) return;
    reader.onlyKeys(property, ['propertyName', 'path'], propertyPath);
    const name = reader.string(property, 'propertyName', propertyPath, true) ?? '';
    if (!Array.isArray(property.path) || property.path.length === 0) {
      reader.report(at(propertyPath, 'path'), 'must be a non-empty access path');
      return;
    }
    const read = compileAccessPathAt(property.path, at(propertyPath, 'path'), reader);
    if (read) picks.push([name, read]);
  });
  reportDuplicates(scope, value, path);
  return picks;
}
