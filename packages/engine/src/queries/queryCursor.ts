import { decodeBase64Url, encodeBase64Url } from './base64Url';
import type { Sorting } from './query.types';

// Keyset pagination (docs/queries.md "Pages by cursor"): a cursor names a place in a query's
// order — the sort values of the last record of a page, then its creation instant and id, the
// order's final tie-breaks — so the next page is "the records after it", whatever was added or
// removed before it meanwhile, and SQL can start there instead of counting rows off with OFFSET.

/**
 * What a cursor is valid for: the provider, the sort (the request's, else the query's) and the
 * reader's time zone (dates and zone-less date-times sort by their instant in it). A cursor made
 * for other ones is refused, never read as a place in a different order.
 * @public
 */
export interface QueryCursorScope {
  readonly providerId: string;
  readonly sorting: readonly Sorting[];
  readonly timeZone: string;
}

/**
 * The place a cursor names: the page it starts (its number, for `meta.page`), the last record
 * before it — its value of each sort key (JSON, as read; a missing one `null`), its creation
 * instant (ISO 8601 UTC, up to microseconds; `null` when the record has none) and its id.
 * @public
 */
export interface QueryCursorPosition {
  readonly page: number;
  readonly keys: readonly unknown[];
  readonly createdAt: string | null;
  readonly id: string;
}

/** What {@link readQueryCursor} finds: the place, or why the text is not a cursor of the scope. @public */
export type QueryCursorReading =
  | { readonly ok: true; readonly position: QueryCursorPosition }
  | { readonly ok: false; readonly message: string };

/** The version of the cursor's layout: a cursor of another layout is refused. */
const CURSOR_VERSION = 1;

/** Longer texts are refused before decoding: far above any real cursor (a key is a record value). */
const MAX_CURSOR_LENGTH = 65_536;

/** `yyyy-MM-ddTHH:mm:ss[.f…f]Z`, what `toISOString` and the SQL executor write. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A 64-bit hash of the text (two 32-bit multiplicative hashes mixed), as 16 hex digits. */
function hashOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/**
 * Tells cursors of one scope from another's. Not a secret: a cursor changed by hand can only name
 * another place in the reader's own records (every value is a parameter, record access applies).
 */
function fingerprintOf(scope: QueryCursorScope): string {
  return hashOf(
    JSON.stringify([
      CURSOR_VERSION,
      scope.providerId,
      scope.sorting.map((key) => [key.fieldAccess.path, key.direction ?? 'asc']),
      scope.timeZone,
    ]),
  );
}

/**
 * The opaque cursor text of a place in a query's order (base64url of JSON): what `meta.next`
 * holds and `pagination.after` takes.
 * @public
 */
export function encodeQueryCursor(scope: QueryCursorScope, position: QueryCursorPosition): string {
  return encodeBase64Url(
    JSON.stringify({
      v: CURSOR_VERSION,
      f: fingerprintOf(scope),
      p: position.page,
      k: position.keys,
      c: position.createdAt,
      i: position.id,
    }),
  );
}

/** Whether the text is an instant as cursors write it (a real day and time, year 1 or later). */
function isInstantText(text: string): boolean {
  if (!INSTANT.test(text) || text.startsWith('0000')) return false;
  const time = Date.parse(text);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === text.slice(0, 19);
}

/** A JSON value as JSON.parse gives it, without the infinities a number too large turns into. */
function isFiniteJson(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.values(value).every(isFiniteJson);
}

const MALFORMED = 'is not a cursor this query gave: start again from the first page';

/**
 * Reads a cursor made by {@link encodeQueryCursor} for the same scope. Anything else — not a
 * text, not base64url JSON of a cursor's layout, or made for another provider, sort or time zone
 * — is refused with a message for the request's `pagination.after`.
 * @public
 */
export function readQueryCursor(text: unknown, scope: QueryCursorScope): QueryCursorReading {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_CURSOR_LENGTH) {
    return { ok: false, message: MALFORMED };
  }
  const json = decodeBase64Url(text);
  let payload: unknown;
  try {
    payload = json === undefined ? undefined : JSON.parse(json);
  } catch {
    payload = undefined;
  }
  if (typeof payload !== 'object' || payload === null) return { ok: false, message: MALFORMED };
  const { v, f, p, k, c, i } = payload as Record<string, unknown>;
  const wellFormed =
    v === CURSOR_VERSION &&
    typeof f === 'string' &&
    typeof p === 'number' &&
    Number.isSafeInteger(p) &&
    p >= 1 &&
    Array.isArray(k) &&
    k.every(isFiniteJson) &&
    (c === null || (typeof c === 'string' && isInstantText(c))) &&
    typeof i === 'string' &&
    i.length > 0;
  if (!wellFormed) return { ok: false, message: MALFORMED };
  if (f !== fingerprintOf(scope) || k.length !== scope.sorting.length) {
    return {
      ok: false,
      message: 'was made for another provider, sort or time zone: start again from the first page',
    };
  }
  return { ok: true, position: { page: p, keys: k, createdAt: c, id: i } };
}
