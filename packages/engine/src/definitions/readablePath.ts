const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const INDEX = /^(0|[1-9]\d*)$/;

/**
 * Turns a JSON Pointer (ajv's `instancePath`, e.g. `/fields/3/type/name`) into the path a designer
 * reads: `fields[3].type.name`. The root is the empty string.
 * @public
 */
export function readablePath(pointer: string): string {
  if (pointer === '') return '';
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  return segments.reduce(appendSegment, '');
}

/**
 * Appends a property name or array index to a readable path: `appendSegment('fields', 3)` is
 * `fields[3]`, `appendSegment('fields[3]', 'type')` is `fields[3].type`.
 * @public
 */
export function appendSegment(path: string, segment: string | number): string {
  const text = String(segment);
  if (typeof segment === 'number' || INDEX.test(text)) return `${path}[${text}]`;
  if (IDENTIFIER.test(text)) return path === '' ? text : `${path}.${text}`;
  return `${path}[${JSON.stringify(text)}]`;
}

/**
 * Joins a readable path and a readable sub-path: `joinPath('fields[2]', 'layout.width')` is
 * `fields[2].layout.width`; an empty side is dropped.
 * @public
 */
export function joinPath(path: string, rest: string): string {
  if (path === '') return rest;
  if (rest === '') return path;
  return rest.startsWith('[') ? `${path}${rest}` : `${path}.${rest}`;
}
