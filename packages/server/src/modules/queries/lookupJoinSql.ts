import type { LookupStage } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { providerRecordsSql, providerTableSql, type SqlBuild } from './compileQuerySql';
import { equalityKeySql } from './orderKeyOfKindSql';
import {
  carriedColumns,
  positionSql,
  recordRowReader,
  recordRowSql,
  rowReader,
  type StageShape,
  stageReader,
} from './pipelineStageRows';
import { itemsOf, type JsonbSql, kindOf } from './sqlValueKind';

// A lookup unwound at once (`unwindsLookup`) as the hand-written statement joins: one hash join
// of the rows' and the foreign records' join keys, each side keyed once.

/** The join key of an item `x.value` of kind `x.kind` (`kindOf`): its equality key. @internal */
export function joinKeySql(timeZone: string): RawBuilder<string> {
  return equalityKeySql(sql`x.value`, sql`x.kind`, timeZone);
}

/**
 * A join key's hash as `xid`: a type with hash equality and no order, so a join on it can only
 * be hashed (or looped), never merged — for joins whose key repeats on the hashed side, where
 * PostgreSQL would otherwise sort both sides. Equal hashes do not make equal keys: compare them
 * too.
 * @internal
 */
export function joinKeyHashSql(key: RawBuilder<string>): RawBuilder<unknown> {
  return sql`(hashtext(${key})::bigint & 4294967295)::text::xid`;
}

/**
 * The rows of `keyed` (a derived table with a join key `key`) with the key's hash as `xid`, `hx`
 * ({@link joinKeyHashSql}), each fenced so the key is worked out once. Two sides of them join
 * `on l.hx = r.hx and (l.key = r.key) is true`: a hash join even where the key repeats on the
 * hashed side (with the key repeated per record PostgreSQL expected long hash chains and sorted
 * both sides for a merge join, which `xid` leaves it no way to do).
 * @internal
 */
export function withKeyHashSql(keyed: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select k.*, ${joinKeyHashSql(sql.ref('k.key'))} as hx from (${keyed} offset 0) k
    offset 0)`;
}

/**
 * A value's items with their position `n`, as a derived table for `cross join lateral`: a
 * value that is not a list is itself (item 1), a list gives its items. Written so PostgreSQL
 * expects about one item per value: it expects 100 rows of any set-returning function, and so
 * millions of pairs, and sorted both sides for a merge join instead of hashing the foreign
 * records. Two branches, the list's gated by a test that also reads the item (a test of the
 * value alone would be a gate PostgreSQL does not count as selective).
 * @internal
 */
export function itemRowsSql(value: JsonbSql): RawBuilder<unknown> {
  return sql`(select ${value} as value, 1::bigint as n
      where jsonb_typeof(${value}) is distinct from 'array'
    union all
    select e.value, e.n from jsonb_array_elements(case when jsonb_typeof(${value}) = 'array'
      then ${value} else '[]'::jsonb end) with ordinality as e(value, n)
      where jsonb_typeof(${value}) = (case when e.n > 0 then 'array' end))`;
}

/**
 * The non-empty items of `value` (a list's items, any other value itself) with their position
 * `n` and their join key `key`, each item classified once.
 * @internal
 */
export function keyedItemsSql(value: JsonbSql, timeZone: string): RawBuilder<unknown> {
  return sql`(select x.n, ${joinKeySql(timeZone)} as key
    from (select i.value, i.n, ${kindOf(sql`i.value`)} as kind
      from ${itemsOf(value)} with ordinality as i(value, n) offset 0) x
    where x.kind <> 0)`;
}

/**
 * A lookup unwound at once: each row once per foreign record that matches it (every condition
 * holds: an item of the row's value equals an item of the record's in the total order; empty
 * items join nothing), in the row's order then the records' source order (numbered only where
 * `ordered`), the record's row a new overlay column.
 *
 * The first condition is a hash join of the rows' items and the foreign records' items on their
 * keys (each record's distinct keys, its row built once; `withKeyHashSql`). A row meets a record
 * once per item of its value that matches it: only the first such item is kept — a value that is
 * not a list is one item, so the test runs for lists only. The other conditions are tested per
 * pair.
 * @internal
 */
export function lookupUnwoundSql(
  stage: LookupStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
  ordered: boolean,
): RawBuilder<unknown> {
  const { timeZone } = build;
  const [first] = stage.conditions;
  const table = providerTableSql(stage.fromProviderId, build);
  const mine = (path: readonly string[]) => stageReader('m', shape).path(path);
  const theirs = (path: readonly string[]) => rowReader(sql.ref('m.frow')).path(path);
  const localValue = stageReader('p', shape).path(first!.localField.path);
  const local = withKeyHashSql(sql`(select ${carriedColumns('x', shape)}x.pos, x.n, x.single,
      ${joinKeySql(timeZone)} as key
    from (select ${carriedColumns('p', shape)}p.pos, i.value, i.n, ${kindOf(sql`i.value`)} as kind,
        jsonb_typeof(${localValue}) is distinct from 'array' as single
      from ${prev} p cross join lateral ${itemRowsSql(localValue)} i
      offset 0) x
    where x.kind <> 0)`);
  // The foreign records once per join key of their items, each record's row built once.
  const records = withKeyHashSql(sql`(select distinct x.id, x.created_at, x.row,
      ${joinKeySql(timeZone)} as key
    from (select f.id, f.created_at, ${recordRowSql('f')} as row, i.value,
        ${kindOf(sql`i.value`)} as kind
      from ${table} f cross join lateral ${itemRowsSql(recordRowReader('f').path(first!.foreignField.path))} i
      where ${providerRecordsSql('f', stage.fromProviderId, build)} offset 0) x
    where x.kind <> 0)`);
  const holds = pairConditionsSql(
    stage,
    (index) => mine(stage.conditions[index]!.localField.path),
    (index) => theirs(stage.conditions[index]!.foreignField.path),
    timeZone,
  );
  // A hash join on the keys' hashes (`withKeyHashSql`); before, the records were grouped into
  // arrays per key (so the key was unique on the hashed side) and unnested per pair.
  const matched = sql`select ${carriedColumns('l', shape)}l.pos, l.n, l.single,
      fk.id as fid, fk.created_at as fcreated, fk.row as frow
    from ${local} l join ${records} fk on l.hx = fk.hx and (l.key = fk.key) is true`;
  return sql`select ${carriedColumns('m', shape)}m.frow as ${sql.id(`o${shape.overlays.length}`)},
      ${positionSql(ordered, sql`m.pos, m.fcreated, m.fid`)} as pos
    from (${matched}) m
    where ${holds}`;
}

/**
 * What keeps a pair `m` of the hash join on a lookup's first condition (`m.n`: the row's item
 * that met the record, `m.single`: the row's value is not a list), its values of each condition
 * read by `mine` and `theirs` (by the condition's index): a row meets a record once however
 * many of its list's items match (the first matching item is kept), and every other condition
 * holds.
 * @internal
 */
export function pairConditionsSql(
  stage: LookupStage,
  mine: (index: number) => JsonbSql,
  theirs: (index: number) => JsonbSql,
  timeZone: string,
): RawBuilder<boolean> {
  const firstItem = sql<boolean>`(m.single or not exists (
    select 1 from ${keyedItemsSql(mine(0), timeZone)} e
    join ${keyedItemsSql(theirs(0), timeZone)} g on e.key = g.key
    where e.n < m.n))`;
  const holds = stage.conditions.slice(1).map(
    (_, index) => sql<boolean>`exists (
      select 1 from ${keyedItemsSql(mine(index + 1), timeZone)} e
      join ${keyedItemsSql(theirs(index + 1), timeZone)} g on e.key = g.key)`,
  );
  return sql.join([firstItem, ...holds], sql` and `) as RawBuilder<boolean>;
}
