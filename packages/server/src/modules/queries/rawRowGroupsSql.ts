import type { LookupStage } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { compileConditionSql } from './compileConditionSql';
import type { SqlBuild, SqlRowReader } from './compileQuerySql';
import {
  type GroupInputPart,
  type GroupInputs,
  groupInputColumns,
  groupInputRowsSql,
} from './groupInputs';
import { mineAt } from './lookupGroupInputsSql';
import { type StageShape, stageReader } from './pipelineStageRows';

// The rows' side of a group over a lookup unwound at once, aggregated per join key
// (`lookupPartialGroupSql.ts`), pre-aggregated by raw values: right where the rows are read, they
// are grouped by the raw values of the group's keys and of the lookup's join value, carrying only
// their partials (`partialAggregationSql.ts`: per row, the conditions that read the row, and the
// JSON numbers of the values aggregated). Kinds, equality keys, spellings, prepared arguments and
// the join value's items and keys are then worked out once per group of rows, not once per row:
// the pipeline benchmark's 81,681 orders have some 2,000 distinct (`region`, `segment`) pairs.
// A raw value is grouped by its text (jsonb's output: one text per jsonb value, an object's keys
// in order), which is finer than the total order's equality, so every row of a group of rows has
// the same key and join value as its group. It is finer than jsonb equality too, where it must
// be: `1` and `1.0` are equal jsonb, and a group reports its key's least spelling, so each
// spelling is a group of rows of its own (the final group takes the least). A value that is only
// aggregated is grouped by unless it is a JSON number (those are aggregated per row): numeric
// text, dates and lists stay whole, so a cast of numeric text, or a list that stops a max, waits
// for the row's condition and a record met, as over the pairs. Each row's values are read from
// its record once, in a subquery PostgreSQL must not flatten (`offset 0`): flattened, every use
// of a column would read the field from the JSONB again — `amount` five times and `status` four
// per order in the pipeline benchmark, a quarter of the statement's time at 1,000,000 orders.

/**
 * The groups of rows of `prev` (of `shape`) with equal raw values of the group's keys and the
 * lookup's join value (`stage`'s one condition), as a select with the named `columns`: the
 * group's inputs `part` works out (`groupInputs.ts`, its conditions excepted: they are read per
 * row, in `partials`), worked out once per group of rows; the join value `lv0`; and the
 * `partials` of its rows (aggregates over their values `x.v0`, … and conditions `x.w0`, …).
 * @internal
 */
export function rawRowGroupsSql(
  stage: LookupStage,
  inputs: GroupInputs,
  part: GroupInputPart,
  partials: { aggregates: readonly RawBuilder<unknown>[]; columns: readonly string[] },
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): { rows: RawBuilder<unknown>; columns: readonly string[] } {
  const reader = stageReader('p', shape);
  const join = mineAt(0);
  const perRow = [
    sql`${reader.path(stage.conditions[0]!.localField.path)} as ${sql.id(join)}`,
    ...part.values.map((at) => sql`${reader.path(inputs.values[at]!)} as ${sql.id(`v${at}`)}`),
    ...part.conditions.map(
      (at) =>
        sql`${compileConditionSql(inputs.conditions[at]!, (fieldId) => reader.path([fieldId]), build.context)} as ${sql.id(`w${at}`)}`,
    ),
  ];
  const keyValues = new Set(part.keys.map((index) => inputs.keys[index]!));
  // The values aggregated per row where they are JSON numbers.
  const numbers = part.values.filter((at) => !keyValues.has(at));
  // Grouped by text, which hashes and compares faster than jsonb (the grouping over the 81,681
  // orders took about a third less): a key's value and the join value whole, any other value
  // whole unless it is a JSON number (those are aggregated per row) — a missing one as `''`,
  // which no jsonb spells, so the group of null holds JSON numbers only (`nv0`, …).
  const raw = [
    sql`(${sql.ref(`r.${join}`)})::text as ${sql.id(`r${join}`)}`,
    ...part.values.map((at) => {
      const value = sql.ref(`r.v${at}`);
      return keyValues.has(at)
        ? sql`(${value})::text as ${sql.id(`rv${at}`)}`
        : sql`(case when jsonb_typeof(${value}) = 'number' then null
            else coalesce((${value})::text, '') end) as ${sql.id(`rv${at}`)}`;
    }),
  ];
  const grouping = [`r${join}`, ...part.values.map((at) => `rv${at}`)].map((column) =>
    sql.ref(`x.${column}`),
  );
  // Hashed, never sorted: a constant of a type without an order among the grouping columns
  // (`compilePipelineSql.ts`'s `groupSql`).
  const grouped = sql`(select ${sql.join([...grouping, ...partials.aggregates])}
    from (select r.*, ${sql.join(raw)}
      from (select ${sql.join(perRow)} from ${prev} p offset 0) r) x
    group by ${sql.join(grouping)}, '0'::xid) r`;
  const reading: SqlRowReader = {
    path(path) {
      const key = JSON.stringify(path);
      const at = inputs.values.findIndex((value) => JSON.stringify(value) === key);
      return sql`nullif(${sql.ref(`r.rv${at}`)}, '')::jsonb`;
    },
  };
  const once: GroupInputPart = { values: part.values, conditions: [], keys: part.keys };
  const rows = groupInputRowsSql(
    inputs,
    once,
    { reader: reading, condition: () => sql`null` },
    grouped,
    build,
    [
      sql`(${sql.ref(`r.r${join}`)})::jsonb as ${sql.id(join)}`,
      ...numbers.map((at) => sql`${sql.ref(`r.rv${at}`)} is null as ${sql.id(`nv${at}`)}`),
      ...partials.columns.map((column) => sql.ref(`r.${column}`)),
    ],
  );
  return {
    rows,
    columns: [
      ...groupInputColumns(inputs, once),
      join,
      ...numbers.map((at) => `nv${at}`),
      ...partials.columns,
    ],
  };
}
