import type { GroupStage, LookupStage } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import type { SqlBuild } from './compileQuerySql';
import type { GroupAggregation } from './groupAggregationSql';
import { type GroupInputs, groupInputColumn } from './groupInputs';
import {
  columnsOf,
  lookupItemsSql,
  lookupRecordsSql,
  mineAt,
  type PairSides,
  pairSides,
  theirsAt,
} from './lookupGroupInputsSql';
import { pairConditionsSql } from './lookupJoinSql';
import { type PartialInput, partialAggregationSql } from './partialAggregationSql';
import type { StageShape } from './pipelineStageRows';
import { rawRowGroupsSql } from './rawRowGroupsSql';
import type { JsonbSql } from './sqlValueKind';

// A group over a lookup unwound at once whose one condition joins the rows and the foreign
// records, aggregated per join key before the join: the foreign records' partial aggregates per
// key (`partialAggregationSql.ts`), so the join yields one row per row's item instead of one per
// pair (408,405 pairs of 81,681 orders in the pipeline benchmark), and the group combines the
// partials. The rows are pre-aggregated too, by the raw values of the group's keys and the join
// value (`rawRowGroupsSql.ts`: some 2,000 groups of rows for the 81,681 orders), so the join
// yields one row per group of rows and item. Exact where the pairs are (the in-memory engine's
// semantics):
// - a row whose value is not a list meets each record at most once through its one item (a
//   record is once per join key of its items), so it takes the partials of its key;
// - a row whose value is a list meets a record once however many of its items match it (the
//   first matching item is kept): per key that cannot be told, so such a row takes each record's
//   own partials (the same aggregates per record) and the first-item test of the pairs.
// Both hold for a group of rows as for each of its rows: they share the join value.
// The partials of both kinds are one aggregation of the records over two grouping sets.
// Not taken (the pairs are aggregated, `lookupGroupInputsSql.ts`) where the lookup has other
// conditions (tested per pair), a group key reads the record, or a condition reads both sides.

/**
 * The rows a group over a lookup unwound at once (`stage`, one condition) reads — the derived table
 * `g`, one row per row's item and the partials it met — and the group's aggregations over them;
 * `undefined` where the pairs must be aggregated.
 * @internal
 */
export function lookupPartialGroupSql(
  stage: LookupStage,
  group: GroupStage,
  inputs: GroupInputs,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): { source: RawBuilder<unknown>; aggregations: readonly GroupAggregation[] } | undefined {
  if (stage.conditions.length !== 1) return undefined;
  const sides = pairSides(inputs, stage.asPropertyName, build);
  if (sides === undefined || sides.foreign.keys.length > 0) return undefined;
  const compiled = group.aggregations.map((aggregation, index) => {
    const { value, when } = inputs.aggregations[index]!;
    return partialAggregationSql(
      aggregation,
      value === undefined ? undefined : valueInput(inputs, sides, value),
      when === undefined ? undefined : conditionInput(sides, when),
      `c${index}`,
    );
  });
  const { records } = lookupRecordsSql(stage, inputs, sides.foreign, build);
  const groups = rawRowGroupsSql(
    stage,
    inputs,
    sides.local,
    {
      aggregates: compiled.flatMap((aggregation) => aggregation.rowPartials),
      columns: compiled.flatMap((aggregation) => aggregation.rowColumns),
    },
    prev,
    shape,
    build,
  );
  const localColumns = groups.columns;
  const local = lookupItemsSql(groups.rows, localColumns, build.timeZone);
  // Per join key for the rows whose value is not a list (`single`), per record and key for the
  // others; `xid` has no order, so both sets are hashed.
  const partials = sql`(select fk.hx, fk.key, grouping(fk.id) = 1 as psingle, fk.fv0,
      ${sql.join([sql`1 as one`, ...compiled.flatMap((aggregation) => aggregation.partials)])}
    from ${records} fk
    group by grouping sets ((fk.hx, fk.key), (fk.hx, fk.key, fk.id, fk.fv0)))`;
  const met = sql`select ${columnsOf('l', localColumns)}, l.n, l.single, pk.*
    from ${local} l join ${partials} pk
      on l.hx = pk.hx and l.single = pk.psingle and (l.key = pk.key) is true`;
  const holds = pairConditionsSql(
    stage,
    (index) => sql.ref(`m.${mineAt(index)}`) as JsonbSql,
    (index) => sql.ref(`m.${theirsAt(index)}`) as JsonbSql,
    build.timeZone,
  );
  return {
    source: sql`(select m.* from (${met}) m where ${holds} offset 0) g`,
    aggregations: compiled.map((aggregation) => aggregation.combined),
  };
}

/**
 * Where the value at `at` is read: on the side that works it out — on the rows' side per group of
 * rows, its JSON numbers per row unless it is a group key's value (grouped by whole).
 */
function valueInput(inputs: GroupInputs, sides: PairSides, at: number): PartialInput {
  const column = (suffix: string) => groupInputColumn(suffix, at);
  if (!sides.local.values.includes(at)) return { side: 'foreign', column };
  return { side: 'local', column, row: `v${at}`, numbers: !inputs.keys.includes(at) };
}

/** Where the condition at `at` is read: on the side that works it out (the rows': per row). */
function conditionInput(sides: PairSides, at: number): PartialInput {
  const column = () => `w${at}`;
  return sides.local.conditions.includes(at)
    ? { side: 'local', column, row: `w${at}` }
    : { side: 'foreign', column };
}
