import { bracketKey, flattenNested } from './flattenNested';
import type { QueryParams } from './httpAdapter.types';

function scalarToString(value: string | number | boolean | Date | null): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Encodes nested query parameters the way `qs` parses them: objects as `a[b]=1`, lists with
 * indices `a[0]=x&a[1]=y`, dates as ISO strings, `null` as an empty value, `undefined` skipped.
 * Brackets stay readable (`filter[status]=active`); everything else in a key part is encoded.
 * Returns the string without a leading `?` (empty when there is nothing to send).
 * @public
 * @example encodeQuery({ filter: { status: 'active' }, page: 2 }); // 'filter[status]=active&page=2'
 */
export function encodeQuery(query: QueryParams): string {
  const pairs: string[] = [];
  flattenNested(query, (path, value) => {
    pairs.push(
      `${bracketKey(path, encodeURIComponent)}=${encodeURIComponent(scalarToString(value))}`,
    );
  });
  return pairs.join('&');
}
