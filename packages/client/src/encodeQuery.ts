import type { QueryParams, QueryValue } from './httpAdapter.types';

// Brackets stay readable (`filter[status]=active`); everything else in a key part is encoded.
const encodeKeyPart = (part: string) => encodeURIComponent(part);

function scalarToString(value: string | number | boolean | Date | null): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function appendPairs(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      appendPairs(pairs, `${key}[${index}]`, item);
    });
    return;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [childKey, childValue] of Object.entries(value)) {
      appendPairs(pairs, `${key}[${encodeKeyPart(childKey)}]`, childValue);
    }
    return;
  }
  pairs.push(
    `${key}=${encodeURIComponent(scalarToString(value as string | number | boolean | Date | null))}`,
  );
}

/**
 * Encodes nested query parameters the way `qs` parses them: objects as `a[b]=1`, lists with
 * indices `a[0]=x&a[1]=y`, dates as ISO strings, `null` as an empty value, `undefined` skipped.
 * Returns the string without a leading `?` (empty when there is nothing to send).
 * @public
 * @example encodeQuery({ filter: { status: 'active' }, page: 2 }); // 'filter[status]=active&page=2'
 */
export function encodeQuery(query: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    appendPairs(pairs, encodeKeyPart(key), value);
  }
  return pairs.join('&');
}
