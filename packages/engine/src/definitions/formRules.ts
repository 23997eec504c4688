import { FORM_GRID_COLUMNS } from '../forms/formGrid';
import { checkAutomaticAction } from './automaticActionRules';
import { childFormFields, isRepeatingGroupField } from './childFormFields';
import type { DefinitionIssue } from './definitionError';
import { duplicateIssues } from './duplicateIssues';
import type { FormDefinition, FormRedirect } from './form.types';
import type { FormField } from './formField.types';
import { appendSegment, joinPath } from './readablePath';

/** Spec 002 §5: field types a repeating group may not contain (table, chart... are view blocks). */
const NOT_IN_REPEATING_GROUP = new Set(['repeating_group', 'upload_files', 'generated_documents']);

interface Visited {
  readonly field: FormField;
  readonly path: string;
}

interface Scope {
  readonly inRepeatingGroup: boolean;
  readonly inContainer: boolean;
}

/**
 * Rules of a form field and the fields nested in it, beyond its JSON Schema: it fits the
 * 12-column grid, its regex validator compiles, a repeating group holds no repeating group, upload
 * or generated documents field and sits in no container (spec 002 §5), and ids are unique.
 * @internal
 */
export function checkFormField(field: FormField, path = ''): DefinitionIssue[] {
  const visited: Visited[] = [];
  const issues = walk(field, path, { inRepeatingGroup: false, inContainer: false }, visited);
  return [...issues, ...duplicateIdIssues(visited)];
}

/**
 * Rules of a form beyond its JSON Schema: every field's rules, field, variable and listener ids
 * unique, binding and listeners naming existing fields, listener actions following their rules,
 * and a save redirect taking its record id from one source, an existing listener.
 * @internal
 */
export function checkForm(form: FormDefinition): DefinitionIssue[] {
  const visited: Visited[] = [];
  const issues: DefinitionIssue[] = form.fields.flatMap((field, index) =>
    walk(field, `fields[${index}]`, { inRepeatingGroup: false, inContainer: false }, visited),
  );
  issues.push(...duplicateIdIssues(visited));
  const fieldIds = new Set(visited.map((entry) => entry.field.id));

  issues.push(
    ...duplicateIssues(form.variables ?? [], (v) => v.id, 'variables', 'id', 'variable id'),
  );
  for (const fieldId of Object.keys(form.binding?.fields ?? {})) {
    if (!fieldIds.has(fieldId)) {
      issues.push({
        path: appendSegment('binding.fields', fieldId),
        message: `unknown field id "${fieldId}"`,
      });
    }
  }

  const listeners = form.formEventListeners ?? [];
  issues.push(
    ...duplicateIssues(
      listeners,
      (listener) => listener.id,
      'formEventListeners',
      'id',
      'listener id',
    ),
  );
  listeners.forEach((listener, index) => {
    const path = `formEventListeners[${index}]`;
    if (!fieldIds.has(listener.formFieldId)) {
      issues.push({
        path: joinPath(path, 'formFieldId'),
        message: `unknown field id "${listener.formFieldId}"`,
      });
    }
    issues.push(...checkAutomaticAction(listener.action, joinPath(path, 'action')));
  });

  const listenerIds = new Set(listeners.map((listener) => listener.id));
  const redirect = form.layout?.saveButton?.redirect;
  const redirectPath = 'layout.saveButton.redirect';
  if (redirect?.type === 'form')
    issues.push(...checkFormRedirect(redirect, redirectPath, listenerIds));
  if (redirect?.type === 'conditional') {
    redirect.choices.forEach((choice, index) => {
      if (choice.redirect.type !== 'form') return;
      const path = `${redirectPath}.choices[${index}].redirect`;
      issues.push(...checkFormRedirect(choice.redirect, path, listenerIds));
    });
  }
  return issues;
}

function walk(field: FormField, path: string, scope: Scope, visited: Visited[]): DefinitionIssue[] {
  visited.push({ field, path });
  const issues: DefinitionIssue[] = [];
  const { x, width } = field.layout;
  if (x + width > FORM_GRID_COLUMNS) {
    issues.push({
      path: joinPath(path, 'layout.width'),
      message: `x + width must be at most ${FORM_GRID_COLUMNS} (x is ${x}, width is ${width})`,
    });
  }
  if (field.validator?.type === 'regex') {
    try {
      new RegExp(field.validator.pattern);
    } catch (error) {
      issues.push({
        path: joinPath(path, 'validator.pattern'),
        message: `is not a valid regular expression (${(error as Error).message})`,
      });
    }
  }
  if (scope.inRepeatingGroup && NOT_IN_REPEATING_GROUP.has(field.type.name)) {
    issues.push({
      path: joinPath(path, 'type.name'),
      message: `a repeating group may not contain a ${field.type.name} field`,
    });
  } else if (scope.inContainer && isRepeatingGroupField(field)) {
    issues.push({
      path: joinPath(path, 'type.name'),
      message: 'a repeating group cannot be placed in a container',
    });
  }
  if (isRepeatingGroupField(field)) {
    issues.push(
      ...duplicateIssues(
        field.type.options.groupVariables ?? [],
        (variable) => variable.id,
        joinPath(path, 'type.options.groupVariables'),
        'id',
        'variable id',
      ),
    );
  }
  const children = childFormFields(field);
  if (children === undefined) return issues;
  const childScope: Scope = {
    inRepeatingGroup: scope.inRepeatingGroup || isRepeatingGroupField(field),
    inContainer: scope.inContainer || field.type.name === 'container',
  };
  children.fields.forEach((child, index) => {
    issues.push(
      ...walk(child, appendSegment(joinPath(path, children.path), index), childScope, visited),
    );
  });
  return issues;
}

function duplicateIdIssues(visited: readonly Visited[]): DefinitionIssue[] {
  const firstPath = new Map<string, string>();
  const issues: DefinitionIssue[] = [];
  for (const { field, path } of visited) {
    const first = firstPath.get(field.id);
    if (first === undefined) firstPath.set(field.id, path);
    else {
      issues.push({
        path: appendSegment(path, 'id'),
        message: `duplicate field id "${field.id}" (already used at ${first || '(root)'})`,
      });
    }
  }
  return issues;
}

function checkFormRedirect(
  redirect: FormRedirect,
  path: string,
  listenerIds: ReadonlySet<string>,
): DefinitionIssue[] {
  const listenerId = redirect.retrieveFromListenerId;
  if (listenerId === undefined) return [];
  if (redirect.recordIdValue !== undefined) {
    return [
      {
        path: joinPath(path, 'retrieveFromListenerId'),
        message: 'give either recordIdValue or retrieveFromListenerId, not both',
      },
    ];
  }
  if (listenerIds.has(listenerId)) return [];
  return [
    {
      path: joinPath(path, 'retrieveFromListenerId'),
      message: `unknown listener id "${listenerId}"`,
    },
  ];
}
