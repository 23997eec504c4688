import type { ContextExpression, MethodDefinition, ProviderField } from '@tessera/engine';

/**
 * The method types the provider editor edits without JSON: a math expression or a text
 * template over the record's fields, another field's value, a value of the session, a constant.
 * A computed field with any other method keeps it as it is (the full method editor comes with
 * the form designer).
 */
export const editableMethodTypes = [
  'computed_expression',
  'templated_string',
  'field_value_access',
  'expression',
  'manual',
] as const;

export type EditableMethodType = (typeof editableMethodTypes)[number];

export function isEditableMethodType(type: string): type is EditableMethodType {
  return (editableMethodTypes as readonly string[]).includes(type);
}

/** The method a computed field starts with when the designer picks a type. */
export function defaultMethod(type: EditableMethodType): MethodDefinition {
  switch (type) {
    case 'computed_expression':
      return { type, expression: '' };
    case 'templated_string':
      return { type, template: '' };
    case 'field_value_access':
      return { type, fieldId: '' };
    case 'expression':
      return { type, expression: 'today_date' satisfies ContextExpression };
    case 'manual':
      return { type, value: '' };
  }
}

/** mathjs names an expression may use without them being fields. */
const mathConstants = new Set([
  'pi',
  'PI',
  'e',
  'E',
  'true',
  'false',
  'null',
  'Infinity',
  'NaN',
  'i',
]);

/** The names an expression reads (not functions it calls, not constants), in order, once each. */
export function expressionNames(expression: string): string[] {
  const names: string[] = [];
  for (const match of expression.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
    const name = match[0];
    const after = expression.slice((match.index ?? 0) + name.length).trimStart();
    const before = expression.slice(0, match.index ?? 0);
    // A function call, a property of something (`a.b`) or a unit after a number are not fields.
    if (after.startsWith('(') || before.endsWith('.') || /\d\s*$/.test(before)) continue;
    if (mathConstants.has(name) || names.includes(name)) continue;
    names.push(name);
  }
  return names;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]+)\s*\}\}/g;

/** The `{{name}}` placeholders of a template, in order, once each. */
export function templatePlaceholders(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

type Access = { readonly type: 'field_value_access'; readonly fieldId: string };

function bindings(names: readonly string[], fields: readonly ProviderField[]) {
  const bound: Record<string, Access> = {};
  for (const name of names) {
    const field = fields.find((candidate) => candidate.dbFieldName === name);
    if (field) bound[name] = { type: 'field_value_access', fieldId: field.id };
  }
  return bound;
}

/**
 * A math expression written with the record's `dbFieldName`s, with each name bound to its
 * field: a computed field reads provider fields by id, and ids are not for people to type.
 */
export function bindExpression(
  expression: string,
  fields: readonly ProviderField[],
): MethodDefinition {
  const variables = bindings(expressionNames(expression), fields);
  return Object.keys(variables).length === 0
    ? { type: 'computed_expression', expression }
    : { type: 'computed_expression', expression, variables };
}

/** A text template with `{{dbFieldName}}` placeholders, each bound to its field. */
export function bindTemplate(template: string, fields: readonly ProviderField[]): MethodDefinition {
  const placeholders = bindings(templatePlaceholders(template), fields);
  return Object.keys(placeholders).length === 0
    ? { type: 'templated_string', template }
    : { type: 'templated_string', template, placeholders };
}

/** The `dbFieldName`s a method of an editable type reads. */
export function methodFieldNames(
  method: MethodDefinition,
  fields: readonly ProviderField[],
): string[] {
  switch (method.type) {
    case 'computed_expression':
      return expressionNames(method.expression);
    case 'templated_string':
      return templatePlaceholders(method.template);
    case 'field_value_access': {
      const field = fields.find((candidate) => candidate.id === method.fieldId);
      return field ? [field.dbFieldName] : [];
    }
    default:
      return [];
  }
}
