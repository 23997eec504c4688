import { type RawBuilder, sql } from 'kysely';
import type { FieldIndex } from './fieldIndexes';
import { plainWordsSql, propertyNameSql, providerIdSql } from './indexedLiterals';
import { indexedKeySql, ORDER_CLASS } from './orderKeyFunctions';

// A provider field's record keys (migration 0017_record_keys): one row per active record of the
// provider in `data_record_keys` — the key field's number (`data_record_key_fields.id`), the
// record's id and the key of its value in the total order
// (class, number, text: `indexedKeySql`, as the field's index holds it) — kept by the triggers of
// `data_records` for the fields `data_record_key_fields` names. A field index answers which
// records hold a key, but PostgreSQL still visits each record's page to see whether the record is
// visible (an expression index gives no index-only scan), and a capped count of 10,000 visits
// 10,000 pages: most of a role's page in the endpoint benchmark (server README, "Endpoint").
// The keys are plain columns: their index answers a count with an index-only scan, which reads
// the visibility map instead of the pages. The fields are those the roles' record access
// compares (`accessFieldIndexes`), whose every read is filtered and counted by them.

/** The table of the keys. @internal */
export const RECORD_KEYS_TABLE = 'data_record_keys';

/** The words a reader's record access lets through for a provider: its one keyed test. @internal */
export interface RecordKeyWords {
  /** The field's `dbFieldName`. */
  readonly fieldName: string;
  /** The records whose value is one of these words, and only those, pass. */
  readonly words: readonly string[];
}

/** The keyed words of a reader's record access by provider, where it is only that (`recordAccessFilter`). @internal */
export type SqlRecordKeys = (providerId: string) => RecordKeyWords | undefined;

/**
 * The key rows (`client_id, key_field, class, number, text, record_id`) of the active rows
 * `records` of `data_records`, for each of the key fields (`data_record_key_fields` rows) `fields`
 * joined to them.
 * @internal
 */
export function recordKeyRowsSql(records: string, fields: string): RawBuilder<unknown> {
  const [cls, num, text] = indexedKeySql(
    sql`(${sql.ref(`${records}.data`)} -> ${sql.ref(`${fields}.field_name`)})`,
  );
  return sql`${sql.ref(`${records}.client_id`)}, ${sql.ref(`${fields}.id`)},
    ${cls}, ${num}, ${text}, ${sql.ref(`${records}.id`)}`;
}

/** The key field `field`'s row of `data_record_key_fields`, as `from` item `f`. */
function keyFieldSql(field: FieldIndex): RawBuilder<unknown> {
  return sql`(select id, field_name from data_record_key_fields
    where provider_id = ${providerIdSql(field.providerId)}
      and field_name = ${propertyNameSql(field.fieldName)}) as f`;
}

/**
 * The statements that fill a key field's keys of one client's records in `table` (the provider's
 * partition, or the shared default one), after clearing any it had: run by the table's owner,
 * with the table's writes held (`lock … in share mode`), so no record changes between, in the
 * client's tenant (the keys' policy holds their owner too). The records' table has no policy of
 * its own: its owner reads it whole.
 * @internal
 */
export function fillRecordKeysSql(
  field: FieldIndex,
  table: string,
  clientId: string,
): RawBuilder<unknown>[] {
  return [
    sql`select set_config('app.client_id', ${clientId}, true)`,
    sql`delete from data_record_keys k using ${keyFieldSql(field)} where k.key_field = f.id`,
    sql`insert into data_record_keys (client_id, key_field, class, number, text, record_id)
      select ${recordKeyRowsSql('r', 'f')}
      from ${sql.id(table)} r cross join ${keyFieldSql(field)}
      where r.client_id = ${clientId}::uuid
        and r.provider_id = ${providerIdSql(field.providerId)} and r.status = 'active'`,
  ];
}

/** A count from record keys: as a page carries it, and on its own. @internal */
export interface RecordKeyCounts {
  /**
   * The keys' count when the field is filled, else NULL: for a page's `total` column, whose
   * NULL has the count run on its own (`countedPageRows`). A statement prepares every branch of
   * a `case` it holds, run or not: the records' count beside the keys' cost a page 0.3 ms.
   */
  readonly carried: RawBuilder<number | string | null>;
  /** `{ total }`: from the keys when the field is filled, else from `records`. */
  readonly count: RawBuilder<{ total: number | string }>;
}

/**
 * The records of a provider the reader may see — those whose key field `keys` names holds one
 * of its words — counted from their keys (a capped count reads at most `limit` of them), when
 * the field is filled; else by `records`, the count over the records themselves. The field's
 * keys are asked for when a provider is saved and filled in the background: until then the same
 * number comes from the records. A word's key is of class text, whose number is always 0: the
 * count asks for the class and the text only, which the words' index holds
 * (`data_record_keys_words_idx`, migration 0018: deduplicated, an index-only scan of a few pages).
 * @internal
 */
export function recordKeyCountsSql(
  clientId: string,
  providerId: string,
  keys: RecordKeyWords,
  limit: number | undefined,
  records: RawBuilder<{ total: number | string }>,
): RecordKeyCounts {
  const provider = providerIdSql(providerId);
  const name = propertyNameSql(keys.fieldName);
  const matching = sql`select from data_record_keys k
    where k.client_id = any(array[${clientId}]::uuid[])
      and k.key_field = (select id from data_record_key_fields
        where provider_id = ${provider} and field_name = ${name})
      and k.class = ${sql.lit(ORDER_CLASS.text)}
      and k.text = any(${plainWordsSql(keys.words)})`;
  const counted =
    limit === undefined
      ? sql`select count(*) from (${matching}) as k`
      : sql`select count(*) from (${matching} limit ${sql.lit(limit)}) as k`;
  const filled = sql<boolean>`exists (select from data_record_key_fields
    where provider_id = ${provider} and field_name = ${name} and ready)`;
  return {
    carried: sql`(case when ${filled} then (${counted}) end)`,
    count: sql`select case when ${filled} then (${counted}) else (${records}) end as total`,
  };
}
