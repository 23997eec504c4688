import { readOwnField } from '../conditions/compileValueAccess';
import { at } from '../conditions/definitionPath';
import { isPlainObject } from '../conditions/definitionReader';
import {
  combineRunners,
  constantRunner,
  type MethodCompiler,
  type MethodRunner,
  syncRunner,
} from './methodRunner';

/** A placeholder: `{{name}}`, `{{ client.name }}`; names are letters, digits, `_`, `-` and dots. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\s*\}\}/g;

/**
 * How a value reads inside a text: nothing for an empty value, numbers and booleans as written,
 * arrays item by item joined with ", ", objects as JSON.
 * @public
 */
export function formatTemplateValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value
      .map(formatTemplateValue)
      .filter((text) => text !== '')
      .join(', ');
  }
  return JSON.stringify(value);
}

/**
 * templated_string: the template is split once into text and placeholders; each placeholder is
 * bound by `placeholders` or, when not bound there, read as a field path (`client.name`).
 * @internal
 */
export const compileTemplatedString: MethodCompiler = (definition, path, scope) => {
  const { reader, sink } = scope;
  reader.onlyKeys(definition, ['type', 'template', 'placeholders'], path);
  const template = definition.template;
  if (typeof template !== 'string') {
    reader.report(at(path, 'template'), 'must be a string');
    return constantRunner('');
  }
  const bound = definition.placeholders ?? {};
  if (!isPlainObject(bound))
    reader.report(at(path, 'placeholders'), 'must be an object of methods');
  const bindings = isPlainObject(bound) ? bound : {};
  const runners = new Map<string, MethodRunner>();
  for (const [name, method] of Object.entries(bindings)) {
    runners.set(name, scope.method(method, at(at(path, 'placeholders'), name)));
  }
  const texts: string[] = [];
  const parts: MethodRunner[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    texts.push(template.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]!;
    const runner = runners.get(name);
    if (runner) {
      parts.push(runner);
      continue;
    }
    const [fieldId, ...properties] = name.split('.');
    sink.fields.add(fieldId!);
    parts.push(
      syncRunner((context) => readProperties(readOwnField(context.values, fieldId!), properties)),
    );
  }
  texts.push(template.slice(last));
  if (parts.length === 0) return constantRunner(template);
  return combineRunners(parts, (values) => {
    let text = texts[0]!;
    for (let index = 0; index < values.length; index += 1) {
      text += formatTemplateValue(values[index]) + texts[index + 1]!;
    }
    return text;
  });
};

function readProperties(value: unknown, properties: readonly string[]): unknown {
  let current = value;
  for (const property of properties) {
    if (!isPlainObject(current) || !Object.hasOwn(current, property)) return null;
    current = current[property];
  }
  return current;
}
