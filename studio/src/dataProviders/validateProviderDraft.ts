import type { ProviderField } from '@tessera/engine';
import type { ProblemMap, ProblemText } from '../common/problemText';
import { methodFieldNames, templatePlaceholders } from './computedMethod';
import { fieldLocation } from './problemLocation';
import { fieldKindsOf, type ProviderDraft } from './providerDraft';
import { checkVirtualProvider, type VirtualProviderContext } from './virtualProviderChecks';

const NAME_TOKEN = /^[A-Za-z0-9_-]+$/;

/** A field's problems with what it reads: unknown names, or names computed after it. */
function readProblem(
  names: readonly string[],
  fields: readonly ProviderField[],
  index: number,
): ProblemText | undefined {
  for (const name of names) {
    const at = fields.findIndex((field) => field.dbFieldName === name);
    if (at === -1) return { studio: 'dataProviders.problems.unknownFieldName', params: { name } };
    if (at >= index) {
      // Spec 001 §3.3 as the engine computes it: a computed value reads the fields before it.
      return { studio: 'dataProviders.problems.readsLaterField', params: { name } };
    }
  }
  return undefined;
}

function fieldProblems(
  field: ProviderField,
  index: number,
  fields: readonly ProviderField[],
  add: (part: string, text: ProblemText) => void,
): void {
  const dbFieldName = field.dbFieldName.trim();
  if (dbFieldName === '') add('dbFieldName', { common: 'validations.required' });
  else if (!NAME_TOKEN.test(field.dbFieldName))
    add('dbFieldName', { common: 'validations.name_token' });
  else if (fields.some((other, at) => at < index && other.dbFieldName === field.dbFieldName)) {
    add('dbFieldName', { studio: 'dataProviders.problems.dbFieldNameTaken' });
  }
  if (field.transform?.type === 'relation_value') {
    if (field.transform.schemaProviderId === '') {
      add('transform', { studio: 'dataProviders.problems.relationProviderRequired' });
    } else if (field.transform.presentByFieldAccess.path.length === 0) {
      add('transform', { studio: 'dataProviders.problems.relationFieldRequired' });
    }
  }
  if (field.type === 'computed_string_template') {
    if (field.template.trim() === '') add('template', { common: 'validations.required' });
    else {
      const problem = readProblem(templatePlaceholders(field.template), fields, index);
      if (problem) add('template', problem);
    }
  }
  if (field.type === 'computed_field') {
    const { method } = field;
    if (method.type === 'computed_expression' && method.expression.trim() === '') {
      add('method', { studio: 'dataProviders.problems.expressionRequired' });
    } else if (method.type === 'templated_string' && method.template.trim() === '') {
      add('method', { common: 'validations.required' });
    } else if (method.type === 'field_value_access' && method.fieldId === '') {
      add('method', { studio: 'dataProviders.problems.methodFieldRequired' });
    } else {
      const problem = readProblem(methodFieldNames(method, fields), fields, index);
      if (problem) add('method', problem);
    }
  }
}

/**
 * The editor's own check of a provider before it is saved, with its messages in the person's
 * language: a name; per field a `dbFieldName` that is a name token (spec 001 §5.1) and unique,
 * a kind the provider's type holds, a relation's target provider and presented field, a
 * template or method that is filled in and reads only fields before it; for a provider computed
 * from others, what it reads (`checkVirtualProvider`, with `context`); per access entry at least
 * one role. Everything else the engine checks comes back from the server's 422 and shows at its
 * place: the engine's validators compile with `new Function`, which the app's
 * Content-Security-Policy (no 'unsafe-eval') forbids in the browser.
 */
export function validateProviderDraft(
  draft: ProviderDraft,
  context: VirtualProviderContext = {},
): ProblemMap {
  const problems = new Map<string, ProblemText>();
  const put = (location: string, text: ProblemText) => {
    if (!problems.has(location)) problems.set(location, text);
  };
  const fields = draft.config.fields;
  if (draft.name.trim() === '') put('name', { common: 'validations.required' });
  const kinds = fieldKindsOf(draft.type);
  fields.forEach((field, index) => {
    const at = fieldLocation(field.id);
    if (!kinds.includes(field.type))
      put(`${at}:type`, { studio: 'dataProviders.problems.kindNotAllowed' });
    fieldProblems(field, index, fields, (part, text) => put(`${at}:${part}`, text));
  });
  checkVirtualProvider(draft, context, put);
  (draft.access ?? []).forEach((entry, index) => {
    if (entry.roleIds.length === 0) {
      put(`access:${index}:roleIds`, { studio: 'dataProviders.problems.accessRolesRequired' });
    }
    if (
      entry.records?.type === 'matching' &&
      entry.records.condition.type === 'compare_value' &&
      entry.records.condition.leftValueAccess.fieldId === ''
    ) {
      put(`access:${index}:records`, { studio: 'dataProviders.problems.methodFieldRequired' });
    }
  });
  return problems;
}
