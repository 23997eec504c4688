import type { CompiledCondition, ConditionDefinition } from '../conditions';
import { compileCondition } from '../conditions';
import { isContainerField } from '../definitions/childFormFields';
import type { FormField } from '../definitions/formField.types';
import { mergeDependencies } from '../host/dependencies';

/** A value-holding field of a form or of a row template, with the containers around it. */
export interface PlacedFormField {
  readonly field: FormField;
  /** Where the field sits in the definition, for problems about it (`fields[2].type.options.fields[0]`). */
  readonly path: string;
  /**
   * The `visible` conditions of the containers around the field, outermost first, compiled once
   * per container: a hidden container hides every field in it (spec 002 §4).
   */
  readonly containerConditions: readonly CompiledCondition[];
}

/**
 * The active fields of a form or of a repeating group's row template, with the fields of
 * containers (at any depth) in place of the containers: a container holds no value, its fields
 * are fields of the form (or of the row) like any other. An inactive container drops its fields.
 * @internal
 */
export function flattenContainers(
  fields: readonly FormField[],
  path: string,
  around: readonly CompiledCondition[] = [],
): PlacedFormField[] {
  return fields.flatMap((field, index) => {
    if (field.status !== 'active') return [];
    const at = `${path}[${index}]`;
    if (!isContainerField(field)) return [{ field, path: at, containerConditions: around }];
    const own = field.visible === undefined ? [] : [compileCondition(field.visible)];
    return flattenContainers(field.type.options.fields ?? [], `${at}.type.options.fields`, [
      ...around,
      ...own,
    ]);
  });
}

/**
 * A field's effective `visible` condition: its own and those of the containers around it, all
 * of which must hold; it reads what any of them reads. Null when nothing can hide the field.
 * @internal
 */
export function visibleWithinContainers(
  own: ConditionDefinition | undefined,
  containerConditions: readonly CompiledCondition[],
): CompiledCondition | null {
  const ownCondition = own === undefined ? null : compileCondition(own);
  if (containerConditions.length === 0) return ownCondition;
  const parts = ownCondition ? [...containerConditions, ownCondition] : containerConditions;
  const combined = (context: Parameters<CompiledCondition>[0]) =>
    parts.every((condition) => condition(context));
  return Object.assign(combined, {
    dependencies: mergeDependencies(parts.map((condition) => condition.dependencies)),
  });
}
