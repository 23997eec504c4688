import { isEmpty } from '../conditions/compareValues';
import { at, type DefinitionPath } from '../conditions/definitionPath';
import type { EvaluationContext } from '../host/evaluationContext.types';
import { formatTemplateValue } from './compileTemplatedString';
import {
  combineRunners,
  constantRunner,
  type MethodCompiler,
  type MethodRunner,
  type MethodScope,
} from './methodRunner';

/** Route types a generated url can point to (spec 002 §3). @public */
export const GENERATED_URL_ROUTE_TYPES = Object.freeze(['form', 'view', 'external_url'] as const);

/**
 * The query string of url parameters: empty values left out, an array repeated once per item,
 * everything encoded. Empty when no parameter has a value; otherwise starts with `?`.
 * @public
 */
export function formatUrlQuery(parameters: readonly (readonly [string, unknown])[]): string {
  const pairs: string[] = [];
  for (const [name, value] of parameters) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isEmpty(item)) continue;
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(formatTemplateValue(item))}`);
    }
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * generated_url_value: a url to a form (`/forms/{formId}/new`, or `/forms/{formId}/enter?processId=`
 * with the record id `recordIdValue` computes), to a view (`/views/{viewId}`), or to an external
 * url, with the url parameters appended. App urls are prefixed with `host.appBaseUrl` when the host
 * gives one (the spec's routes are relative to the client root).
 * @internal
 */
export const compileGeneratedUrlValue: MethodCompiler = (definition, path, scope) => {
  const { reader } = scope;
  reader.onlyKeys(definition, ['type', 'route'], path);
  const routePath = at(path, 'route');
  const route = reader.object(definition.route, routePath);
  if (!route) return constantRunner(null);
  const parameters = compileParameters(route.urlParameters, at(routePath, 'urlParameters'), scope);
  switch (route.type) {
    case 'form': {
      reader.onlyKeys(route, ['type', 'formId', 'recordIdValue', 'urlParameters'], routePath);
      const formId = encodeURIComponent(reader.string(route, 'formId', routePath, true) ?? '');
      const recordId =
        route.recordIdValue === undefined
          ? constantRunner(null)
          : scope.method(route.recordIdValue, at(routePath, 'recordIdValue'));
      return combineRunners([recordId, ...parameters.values], ([id, ...values], context) => {
        const pairs = parameters.pairs(values);
        const entered = !isEmpty(id);
        const page = entered ? 'enter' : 'new';
        const query = formatUrlQuery(entered ? [['processId', id], ...pairs] : pairs);
        return `${appBase(context)}/forms/${formId}/${page}${query}`;
      });
    }
    case 'view': {
      reader.onlyKeys(route, ['type', 'viewId', 'urlParameters'], routePath);
      const viewId = encodeURIComponent(reader.string(route, 'viewId', routePath, true) ?? '');
      return combineRunners(
        parameters.values,
        (values, context) =>
          `${appBase(context)}/views/${viewId}${formatUrlQuery(parameters.pairs(values))}`,
      );
    }
    case 'external_url': {
      reader.onlyKeys(route, ['type', 'url', 'urlParameters'], routePath);
      const url = scope.method(route.url, at(routePath, 'url'));
      return combineRunners([url, ...parameters.values], ([base, ...values]) => {
        if (isEmpty(base)) return null;
        const text = formatTemplateValue(base);
        const query = formatUrlQuery(parameters.pairs(values));
        if (query === '') return text;
        return text.includes('?') ? `${text}&${query.slice(1)}` : `${text}${query}`;
      });
    }
    default:
      reader.report(
        at(routePath, 'type'),
        `must be one of ${GENERATED_URL_ROUTE_TYPES.join(', ')}`,
      );
      return constantRunner(null);
  }
};

function appBase(context: EvaluationContext): string {
  return (context.host.appBaseUrl ?? '').replace(/\/+$/, '');
}

function compileParameters(
  value: unknown,
  path: DefinitionPath,
  scope: MethodScope,
): {
  readonly values: readonly MethodRunner[];
  pairs(values: readonly unknown[]): (readonly [string, unknown])[];
} {
  const names: string[] = [];
  const values: MethodRunner[] = [];
  if (value !== undefined && !Array.isArray(value)) {
    scope.reader.report(path, 'must be a list of url parameters');
  }
  (Array.isArray(value) ? value : []).forEach((item, index) => {
    const parameterPath = at(path, index);
    const parameter = scope.reader.object(item, parameterPath);
    if (!parameter) return;
    scope.reader.onlyKeys(parameter, ['name', 'value'], parameterPath);
    names.push(scope.reader.string(parameter, 'name', parameterPath, true) ?? '');
    values.push(scope.method(parameter.value, at(parameterPath, 'value')));
  });
  return {
    values,
    pairs: (resolved) => names.map((name, index) => [name, resolved[index]] as const),
  };
}
