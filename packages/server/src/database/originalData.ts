import { type RawBuilder, sql } from 'kysely';

/*
 * How `data_records.original_data` (a record's written values, spec 001 §3.4) is stored: NULL
 * when it equals `data` (the read values), which it does for every record without computed
 * fields — the row then holds its values once, not twice (migration 0012_sparse_original_data).
 * JSONB equality is canonical (key order, spacing and number spelling do not matter), so the
 * comparison is PostgreSQL's, not JavaScript's.
 */

/**
 * The `original_data` a writer stores for a record's written values and its read values: NULL
 * when they are equal. Both are sent as JSON text parameters.
 * @internal
 */
export function storedOriginalData(
  original: Record<string, unknown>,
  data: Record<string, unknown>,
): RawBuilder<string | null> {
  return sql<
    string | null
  >`nullif(cast(${JSON.stringify(original)} as jsonb), cast(${JSON.stringify(data)} as jsonb))`;
}

/**
 * A record's written values as readers see them, never NULL: `original_data`, else `data` (of the
 * one `data_records` row in the statement).
 * @internal
 */
export function writtenValuesSql(): RawBuilder<Record<string, unknown>> {
  return sql<Record<string, unknown>>`coalesce(original_data, data)`;
}
