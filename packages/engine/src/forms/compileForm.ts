import type { CompiledCondition, ConditionDefinition } from '../conditions';
import { compileCondition } from '../conditions';
import { isRepeatingGroupField } from '../definitions/childFormFields';
import type { FormDefinition, FormEventListener } from '../definitions/form.types';
import type { FormField, FormVariable } from '../definitions/formField.types';
import type { Dependencies } from '../host/dependencies';
import type { CompiledMethod, Method } from '../methods';
import { compileMethod } from '../methods';
import type { Registry } from '../plugins/createRegistry';
import type { FieldTypeDefinition } from '../plugins/fieldTypes.types';
import type { Problem } from '../plugins/problem';
import {
  createDependencyGraph,
  type DependencyGraph,
  type DependencyNode,
} from './createDependencyGraph';
import {
  flattenContainers,
  type PlacedFormField,
  visibleWithinContainers,
} from './flattenContainers';

/** Rows a repeating group may hold whatever its methods say (spec 002 §3). @public */
export const MAX_REPEATING_GROUP_ROWS = 100;

/** A compiled method: a closure and what it reads. @internal */
export type CompiledValue = CompiledMethod;

/** A field of the compiled form: its definition, type and compiled conditions and default. */
export interface CompiledField {
  readonly definition: FormField;
  /** The registered type, or the problem to show ('incorrect field type'). */
  readonly fieldType: FieldTypeDefinition | null;
  readonly typeProblem: Problem | null;
  /** The field's own `visible` condition and those of the containers around it. */
  readonly visible: CompiledCondition | null;
  readonly required: CompiledCondition | null;
  readonly disabled: CompiledCondition | null;
  readonly defaultValue: CompiledValue | null;
  readonly repeatingGroup: CompiledRepeatingGroup | null;
}

/** A repeating group: its row template and row limits. */
export interface CompiledRepeatingGroup {
  /** The row's value-holding fields, the fields of containers in the template in their place. */
  readonly template: readonly CompiledField[];
  readonly minRows: CompiledValue | null;
  readonly maxRows: CompiledValue | null;
}

/** One computation of the form, as a node of its dependency graph. */
export type FormComputation = DependencyNode &
  (
    | {
        readonly kind: 'visible' | 'required' | 'disabled' | 'default';
        readonly field: CompiledField;
      }
    | { readonly kind: 'rowLimits' | 'rows'; readonly field: CompiledField }
    | { readonly kind: 'variable'; readonly variable: FormVariable; readonly value: CompiledValue }
    | {
        readonly kind: 'listener';
        readonly listener: FormEventListener;
        readonly condition: CompiledCondition | null;
      }
  );

/** A form compiled once: fields in order, computations and their dependency graph. */
export interface CompiledForm {
  readonly definition: FormDefinition;
  /** Every value-holding field, containers flattened (their children are form fields too). */
  readonly fields: readonly CompiledField[];
  readonly fieldsById: ReadonlyMap<string, CompiledField>;
  readonly graph: DependencyGraph<FormComputation>;
}

/** Keys of the dependency graph: field values, variables and parts of the context. */
export const fieldKey = (id: string) => `f:${id}`;
export const variableKey = (id: string) => `v:${id}`;
export const contextKey = (source: string) => `c:${source}`;
/** Changed when the person edits a repeating group's rows: its row computations run again. */
export const rowsKey = (groupId: string) => `r:${groupId}`;

function sourcesOf(dependencies: Dependencies | undefined): string[] {
  if (!dependencies) return [];
  return [
    ...dependencies.fields.map(fieldKey),
    ...dependencies.variables.map(variableKey),
    ...dependencies.context.map(contextKey),
  ];
}

const compileOptionalCondition = (definition: ConditionDefinition | undefined) =>
  definition === undefined ? null : compileCondition(definition);

const compileOptionalMethod = (definition: Method | undefined): CompiledValue | null =>
  definition === undefined ? null : compileMethod(definition);

function compileField(
  { field, path, containerConditions }: PlacedFormField,
  registry: Registry,
): CompiledField {
  const groupOptions = isRepeatingGroupField(field) ? field.type.options : null;
  const resolved = groupOptions ? null : registry.resolveFieldType(field.type.name, path);
  return {
    definition: field,
    fieldType: resolved?.ok ? resolved.definition : null,
    typeProblem: resolved && !resolved.ok ? resolved.problem : null,
    visible: visibleWithinContainers(field.visible, containerConditions),
    required: compileOptionalCondition(field.required),
    disabled: compileOptionalCondition(field.disabled),
    defaultValue: compileOptionalMethod(field.defaultValue),
    repeatingGroup: groupOptions && {
      // A container in a row is laid out like one in the form: its fields are the row's fields.
      template: flattenContainers(
        groupOptions.fieldsTemplate,
        `${path}.type.options.fieldsTemplate`,
      ).map((rowField) => compileField(rowField, registry)),
      minRows: compileOptionalMethod(groupOptions.minRowsCount),
      maxRows: compileOptionalMethod(groupOptions.maxRowsCount),
    },
  };
}

const hasRowComputations = (field: CompiledField) =>
  Boolean(field.visible || field.required || field.disabled || field.defaultValue);

/**
 * Compiles a form definition once: every condition and method into closures, and the
 * dependency graph of its computations. A malformed condition or method throws a
 * `DefinitionError`; an unknown field type is kept and reported on the field.
 * @public
 */
export function compileForm(definition: FormDefinition, registry: Registry): CompiledForm {
  const fields = flattenContainers(definition.fields, 'fields').map((placed) =>
    compileField(placed, registry),
  );
  const computations: FormComputation[] = [];
  for (const field of fields) {
    const id = field.definition.id;
    const add = (kind: 'visible' | 'required' | 'disabled', compiled: CompiledCondition | null) => {
      if (!compiled) return;
      const targets = kind === 'visible' ? [fieldKey(id)] : [];
      computations.push({
        id: `${kind}:${id}`,
        kind,
        field,
        sources: sourcesOf(compiled.dependencies),
        targets,
      });
    };
    add('visible', field.visible);
    add('required', field.required);
    add('disabled', field.disabled);
    if (field.defaultValue) {
      computations.push({
        id: `default:${id}`,
        kind: 'default',
        field,
        sources: sourcesOf(field.defaultValue.dependencies),
        targets: [fieldKey(id)],
      });
    }
    const group = field.repeatingGroup;
    if (group && (group.minRows || group.maxRows)) {
      computations.push({
        id: `rowLimits:${id}`,
        kind: 'rowLimits',
        field,
        sources: [
          ...sourcesOf(group.minRows?.dependencies),
          ...sourcesOf(group.maxRows?.dependencies),
        ],
        targets: [fieldKey(id)],
      });
    }
    if (group?.template.some(hasRowComputations)) {
      // The row fields' conditions and defaults, run for every row. They read their own row
      // through the group; that edge is the node's own business (it settles a row itself),
      // so the group's value is left out of its sources and `rowsKey` stands for edits.
      const own = fieldKey(id);
      const sources = group.template.flatMap((rowField) =>
        [rowField.visible, rowField.required, rowField.disabled, rowField.defaultValue].flatMap(
          (compiled) => sourcesOf(compiled?.dependencies),
        ),
      );
      computations.push({
        id: `rows:${id}`,
        kind: 'rows',
        field,
        sources: [...new Set(sources)].filter((source) => source !== own).concat(rowsKey(id)),
        targets: [own],
      });
    }
  }
  for (const variable of definition.variables ?? []) {
    const value = compileMethod(variable.value);
    computations.push({
      id: `variable:${variable.id}`,
      kind: 'variable',
      variable,
      value,
      sources: sourcesOf(value.dependencies),
      targets: [variableKey(variable.id)],
    });
  }
  for (const listener of definition.formEventListeners ?? []) {
    const condition = compileOptionalCondition(listener.condition);
    computations.push({
      id: `listener:${listener.id}`,
      kind: 'listener',
      listener,
      condition,
      sources: [fieldKey(listener.formFieldId)],
      targets: [],
    });
  }
  return {
    definition,
    fields,
    fieldsById: new Map(fields.map((field) => [field.definition.id, field])),
    graph: createDependencyGraph(computations),
  };
}
