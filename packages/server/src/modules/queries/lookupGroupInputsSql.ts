import type { AccessPathSegment, LookupStage } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { compileConditionSql } from './compileConditionSql';
import {
  providerRecordsSql,
  providerTableSql,
  type SqlBuild,
  type SqlRowReader,
} from './compileQuerySql';
import {
  type GroupInputPart,
  type GroupInputs,
  groupInputColumns,
  groupInputRowsSql,
} from './groupInputs';
import { itemRowsSql, joinKeySql, pairConditionsSql, withKeyHashSql } from './lookupJoinSql';
import { recordRowReader, recordRowSql, type StageShape, stageReader } from './pipelineStageRows';
import { type JsonbSql, kindOf } from './sqlValueKind';

// A lookup unwound at once (`lookupJoinSql.ts`) whose pairs only a group reads: projection
// pushdown. Each of the group's inputs (`groupInputs.ts`) reads either the row or the record it
// met (a path under the lookup's property, a condition on it), so it is worked out on that side
// before the join — once per row, or once per foreign record instead of once per pair — and the
// pairs carry those narrow columns only, never a record's `data` or row. The foreign records'
// side (`lookupRecordsSql`) and the items of the rows' join value (`lookupItemsSql`) also feed the
// group aggregated per join key before the join (`lookupPartialGroupSql.ts`), which this file's
// pairs serve where that is not exact.

/**
 * The side of a lookup's pairs that a group input reads, or `both` (a condition on the row's
 * fields and the record's together).
 */
type PairSide = 'local' | 'foreign' | 'both';

/** The fields a condition reads (the row's properties), found by compiling it once. */
function conditionFields(
  condition: GroupInputs['conditions'][number],
  build: SqlBuild,
): Set<string> {
  const fields = new Set<string>();
  compileConditionSql(
    condition,
    (fieldId) => {
      fields.add(fieldId);
      return sql`null`;
    },
    build.context,
  );
  return fields;
}

/** Which of a group's inputs each side of a lookup's pairs works out. @internal */
export interface PairSides {
  readonly local: GroupInputPart;
  readonly foreign: GroupInputPart;
}

/**
 * Which of a group's inputs each side of the pairs works out, or `undefined` if one reads both.
 * @internal
 */
export function pairSides(
  inputs: GroupInputs,
  property: string,
  build: SqlBuild,
): PairSides | undefined {
  const valueSides: PairSide[] = inputs.values.map((path) =>
    path[0] === property ? 'foreign' : 'local',
  );
  const conditionSides: PairSide[] = inputs.conditions.map((condition) => {
    const fields = [...conditionFields(condition, build)];
    const mine = fields.filter((field) => field !== property).length;
    if (mine === 0) return fields.length === 0 ? 'local' : 'foreign';
    return mine === fields.length ? 'local' : 'both';
  });
  if (conditionSides.includes('both')) return undefined;
  const part = (side: PairSide): GroupInputPart => ({
    values: valueSides.flatMap((at, index) => (at === side ? [index] : [])),
    conditions: conditionSides.flatMap((at, index) => (at === side ? [index] : [])),
    keys: inputs.keys.flatMap((value, index) => (valueSides[value] === side ? [index] : [])),
  });
  return { local: part('local'), foreign: part('foreign') };
}

/**
 * The two sides of a lookup unwound at once whose pairs a group reads, each with the group's
 * inputs it works out (`sides`): the rows' items `local` (`lookupUnwoundSql`: one row per non-empty
 * item, its position `n`, `single` where the row's value is not a list, the join key `key` and its
 * hash `hx`, the rows' values of the lookup's conditions `lv0`, …), and the foreign records
 * `records`, each once per join key of its items (`id`, the records' values of the conditions
 * `fv0`, …, `key`, `hx`). The columns of each side's inputs are named in `localColumns` and
 * `foreignColumns` (with the conditions' values).
 * @internal
 */
export function lookupSidesSql(
  stage: LookupStage,
  inputs: GroupInputs,
  sides: PairSides,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): {
  local: RawBuilder<unknown>;
  records: RawBuilder<unknown>;
  localColumns: readonly string[];
  foreignColumns: readonly string[];
} {
  const { timeZone } = build;
  const conditions = stage.conditions.map((_, index) => index);
  const rows = stageReader('p', shape);
  const localRows = groupInputRowsSql(
    inputs,
    sides.local,
    { reader: rows, condition: (fieldId) => rows.path([fieldId]) },
    sql`${prev} p`,
    build,
    stage.conditions.map(
      (condition, index) =>
        sql`${rows.path(condition.localField.path)} as ${sql.id(mineAt(index))}`,
    ),
  );
  const localColumns = [...groupInputColumns(inputs, sides.local), ...conditions.map(mineAt)];
  const local = lookupItemsSql(localRows, localColumns, timeZone);
  const { records, foreignColumns } = lookupRecordsSql(stage, inputs, sides.foreign, build);
  return { local, records, localColumns, foreignColumns };
}

/**
 * The rows' side of the join of a lookup unwound at once: each row of `rows` (a select with the
 * named `columns`, among them the rows' value of the first condition `lv0`) once per non-empty
 * item of that value — its position `n`, `single` where the value is not a list, the join key
 * `key` and its hash `hx` (`withKeyHashSql`).
 * @internal
 */
export function lookupItemsSql(
  rows: RawBuilder<unknown>,
  columns: readonly string[],
  timeZone: string,
): RawBuilder<unknown> {
  const value = sql.ref(`r.${mineAt(0)}`);
  return withKeyHashSql(sql`(select ${columnsOf('x', columns)}, x.n, x.single,
      ${joinKeySql(timeZone)} as key
    from (select r.*, i.value, i.n, ${kindOf(sql`i.value`)} as kind,
        jsonb_typeof(${value}) is distinct from 'array' as single
      from (${rows} offset 0) r cross join lateral ${itemRowsSql(value)} i
      offset 0) x
    where x.kind <> 0)`);
}

/**
 * The foreign records' side of the join of a lookup unwound at once, with the group's inputs
 * `part` works out: each record once per join key of its items (`id`, the records' values of the
 * conditions `fv0`, …, `key`, `hx`), its columns named in `foreignColumns` (with the conditions'
 * values).
 * @internal
 */
export function lookupRecordsSql(
  stage: LookupStage,
  inputs: GroupInputs,
  part: GroupInputPart,
  build: SqlBuild,
): { records: RawBuilder<unknown>; foreignColumns: readonly string[] } {
  const { timeZone } = build;
  // The record's row under the lookup's property: a path below it reads the record. The row is
  // built once per record, below (PostgreSQL drops the column where nothing reads it): a path
  // into the row built per condition (the record's `$createdAt` written out each time) took more
  // than the record's other inputs together. A condition's access into a property of the
  // record's data (its path's first step a name, not `$id`, `$createdAt` or another `$` name)
  // reads the same value from `data`, so where every access does, the row is never built for
  // the conditions: building it took a quarter of this side's time.
  const record = recordRowReader('f');
  const recordRows: SqlRowReader = {
    path: ([, ...rest]) => (rest.length === 0 ? sql.ref('f.frow') : record.path(rest)),
  };
  const conditionRecord = (_: string, [first]: readonly AccessPathSegment[]) =>
    typeof first === 'string' && !first.startsWith('$') ? sql.ref('f.data') : sql.ref('f.frow');
  const foreignRows = groupInputRowsSql(
    inputs,
    part,
    { reader: recordRows, condition: conditionRecord },
    sql`(select f.*, ${recordRowSql('f')} as frow
      from ${providerTableSql(stage.fromProviderId, build)} f
      where ${providerRecordsSql('f', stage.fromProviderId, build)} offset 0) f`,
    build,
    [
      sql`f.id`,
      ...stage.conditions.map(
        (condition, index) =>
          sql`${record.path(condition.foreignField.path)} as ${sql.id(theirsAt(index))}`,
      ),
    ],
  );
  const foreignColumns = [
    ...groupInputColumns(inputs, part),
    ...stage.conditions.map((_, index) => theirsAt(index)),
  ];
  // Each record once per join key of its items.
  const records = withKeyHashSql(sql`(select distinct on (x.id, ${joinKeySql(timeZone)})
      ${columnsOf('x', foreignColumns)}, x.id, ${joinKeySql(timeZone)} as key
    from (select r.*, i.value, ${kindOf(sql`i.value`)} as kind
      from (${foreignRows} offset 0) r cross join lateral ${itemRowsSql(sql.ref('r.fv0'))} i
      offset 0) x
    where x.kind <> 0)`);
  return { records, foreignColumns };
}

/** The column of the rows' value of a lookup's condition (by its index). @internal */
export function mineAt(index: number): string {
  return `lv${index}`;
}

/** The column of the foreign records' value of a lookup's condition (by its index). @internal */
export function theirsAt(index: number): string {
  return `fv${index}`;
}

/**
 * The rows of `prev` (of `shape`) that a lookup unwound at once gives a group, as the derived
 * table `g` of the group's input columns ({@link GroupInputs}) — one row per pair, as the join
 * gives them (`lookupUnwoundSql`: the first condition a hash join on the items' join keys, the
 * first matching item of a list kept, the other conditions tested per pair) — with each input
 * worked out on the side it reads ({@link lookupSidesSql}): the row's once per row, the record's
 * once per foreign record. `undefined` when a condition reads both sides (the pairs then carry
 * the rows).
 * @internal
 */
export function lookupGroupInputsSql(
  stage: LookupStage,
  inputs: GroupInputs,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): RawBuilder<unknown> | undefined {
  const sides = pairSides(inputs, stage.asPropertyName, build);
  if (sides === undefined) return undefined;
  const { local, records, localColumns, foreignColumns } = lookupSidesSql(
    stage,
    inputs,
    sides,
    prev,
    shape,
    build,
  );
  // Joined on the keys' hashes (`joinKeyHashSql`), the keys compared after. (Before, the records
  // were grouped into arrays per key, unique on this side, and unnested per pair: 1.5× as long
  // at 100,000 orders.)
  const pairs = sql`select ${columnsOf('l', localColumns)}, l.n, l.single,
      ${columnsOf('fk', foreignColumns)}
    from ${local} l join ${records} fk on l.hx = fk.hx and (l.key = fk.key) is true`;
  const holds = pairConditionsSql(
    stage,
    (index) => sql.ref(`m.${mineAt(index)}`) as JsonbSql,
    (index) => sql.ref(`m.${theirsAt(index)}`) as JsonbSql,
    build.timeZone,
  );
  return sql`(select m.* from (${pairs}) m where ${holds} offset 0) g`;
}

/** `alias.column, …` for the named columns. @internal */
export function columnsOf(alias: string, columns: readonly string[]): RawBuilder<unknown> {
  return sql.join(columns.map((column) => sql.ref(`${alias}.${column}`)));
}
