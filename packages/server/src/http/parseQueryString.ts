import qs from 'qs';

/**
 * Nested query strings (`filter[status]=active&pagination[page]=2`, spec 000 §2), bounded so a
 * hostile query cannot build huge objects: 5 levels, 100 array items, 1,000 parameters, and no
 * keys that reach an object's prototype.
 * @internal
 */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, {
    depth: 5,
    arrayLimit: 100,
    parameterLimit: 1000,
    allowPrototypes: false,
  });
}
