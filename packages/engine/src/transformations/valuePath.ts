/** A parsed value path: property names and 0-based array indexes. @public */
export type ValuePath = readonly (string | number)[];

const INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * Parses a dotted value path (`items.0.price`): segments are separated by `.`; a segment of
 * digits is an array index from 0 (on an object it is a property name). The empty path is the
 * value itself. Returns `null` for an empty segment (`a..b`, `.a`, `a.`).
 * @public
 */
export function parseValuePath(path: string): ValuePath | null {
  if (path === '') return [];
  const segments = path.split('.');
  if (segments.some((segment) => segment === '')) return null;
  return segments.map((segment) => (INDEX.test(segment) ? Number(segment) : segment));
}

/**
 * The value at `path`, or `undefined` when any step is missing. Only own properties are read,
 * so `constructor` or `__proto__` never reach the prototype.
 * @public
 */
export function readValuePath(value: unknown, path: ValuePath): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current)) {
      if (typeof segment !== 'number') return undefined;
      current = current[segment];
    } else if (typeof current === 'object' && current !== null) {
      const key = String(segment);
      if (!Object.hasOwn(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
  }
  return current;
}

/**
 * A copy of `value` with `replacement` at `path`, copying only the objects and arrays along the
 * path; the input is never mutated. The path must exist (callers read it first).
 * @public
 */
export function writeValuePath(value: unknown, path: ValuePath, replacement: unknown): unknown {
  const [segment, ...rest] = path;
  if (segment === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[segment as number] = writeValuePath(value[segment as number], rest, replacement);
    return copy;
  }
  const record = value as Record<string, unknown>;
  const key = String(segment);
  return { ...record, [key]: writeValuePath(record[key], rest, replacement) };
}
