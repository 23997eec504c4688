import type { ConditionDefinition, GroupStage } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { compileConditionSql, type SqlConditionFields } from './compileConditionSql';
import type { SqlBuild, SqlRowReader } from './compileQuerySql';
import { type AggregationUse, aggregationInputsSql, aggregationUse } from './groupAggregationSql';
import { equalityKeySql } from './orderKeyOfKindSql';
import { type JsonbSql, kindOf, textOf } from './sqlValueKind';

// What each row gives a group stage (compilePipelineSql.ts), worked out once per row in columns
// the group's aggregates read: the values it reads (`v0`, … and their kinds `d0`, …) and what
// the aggregations read of them, prepared (`groupAggregationSql.ts`: `x0` a decimal, `lo0` a
// min's key, …), the aggregations' conditions (`w0`, …) and, for each group key, its equality key
// (`k0`, …) and the spelling it may report (`p0`, …). A path or a condition read by several
// aggregations is one column.

/**
 * The columns a group's rows give it: the paths it reads (the keys' first), its conditions, and
 * which value each group key is.
 * @internal
 */
export interface GroupInputs {
  readonly values: readonly (readonly string[])[];
  readonly conditions: readonly ConditionDefinition[];
  /** The value column of each group key, by the key's index. */
  readonly keys: readonly number[];
  /** The value and condition columns of each aggregation, by its index. */
  readonly aggregations: readonly { readonly value?: number; readonly when?: number }[];
  /** What the aggregations read of each value, by the value's index. */
  readonly uses: readonly (readonly AggregationUse[])[];
}

/**
 * A group's inputs. The caller has rejected keys the SQL compiler does not cover (`dateFormat`).
 * @internal
 */
export function groupInputs(stage: GroupStage): GroupInputs {
  const values: (readonly string[])[] = [];
  const valueAt = new Map<string, number>();
  const value = (path: readonly string[]): number => {
    const key = JSON.stringify(path);
    let at = valueAt.get(key);
    if (at === undefined) {
      at = values.push(path) - 1;
      valueAt.set(key, at);
    }
    return at;
  };
  const conditions: ConditionDefinition[] = [];
  const conditionAt = new Map<string, number>();
  const condition = (definition: ConditionDefinition): number => {
    const key = JSON.stringify(definition);
    let at = conditionAt.get(key);
    if (at === undefined) {
      at = conditions.push(definition) - 1;
      conditionAt.set(key, at);
    }
    return at;
  };
  const keys = stage.groupBy.map((entry) =>
    value(entry.expression.type === 'fieldPath' ? entry.expression.path : []),
  );
  const aggregations = stage.aggregations.map((aggregation) => ({
    ...(aggregation.aggregateField === undefined
      ? {}
      : { value: value(aggregation.aggregateField.path) }),
    ...(aggregation.condition === undefined ? {} : { when: condition(aggregation.condition) }),
  }));
  const uses: AggregationUse[][] = values.map(() => []);
  stage.aggregations.forEach((aggregation, index) => {
    const at = aggregations[index]!.value;
    const use = aggregationUse(aggregation.method);
    if (at !== undefined && !uses[at]!.includes(use)) uses[at]!.push(use);
  });
  return { values, conditions, keys, aggregations, uses };
}

/**
 * Which of a group's input columns a derived table holds: value columns, condition columns and
 * keys (a key's value among the values), by their indexes in {@link GroupInputs}.
 * @internal
 */
export interface GroupInputPart {
  readonly values: readonly number[];
  readonly conditions: readonly number[];
  readonly keys: readonly number[];
}

/** All of a group's input columns. @internal */
export function wholeGroupInputs(inputs: GroupInputs): GroupInputPart {
  return {
    values: inputs.values.map((_, index) => index),
    conditions: inputs.conditions.map((_, index) => index),
    keys: inputs.keys.map((_, index) => index),
  };
}

/**
 * The name of the column of the value at `at` that its aggregations read: its kind (`kind`) or a
 * column `aggregationInputsSql` prepares (by its suffix).
 * @internal
 */
export function groupInputColumn(suffix: string, at: number): string {
  return suffix === 'kind' ? `d${at}` : `${suffix}${at}`;
}

/**
 * What the aggregations read of a value `value` of kind `kind` (`kindOf`), by suffix
 * (`groupInputColumn`): the kind itself (no expression: a column already), and each column
 * `aggregationInputsSql` prepares, once (a max and a sum of one value share its JSON number).
 */
function valueInputs(
  uses: readonly AggregationUse[],
  value: JsonbSql,
  kind: RawBuilder<unknown>,
  timeZone: string,
): Map<string, RawBuilder<unknown> | undefined> {
  const inputs = new Map<string, RawBuilder<unknown> | undefined>();
  for (const use of uses) {
    if (use === 'kind') inputs.set('kind', undefined);
    for (const [suffix, expression] of aggregationInputsSql(use, value, kind, timeZone)) {
      inputs.set(suffix, expression);
    }
  }
  return inputs;
}

/**
 * The names of the columns of a part that the group reads — the conditions, the keys' equality
 * keys and spellings, and what the aggregations read of each value — all selected by
 * {@link groupInputRowsSql}.
 * @internal
 */
export function groupInputColumns(inputs: GroupInputs, part: GroupInputPart): string[] {
  return [
    ...part.values.flatMap((at) =>
      [...valueInputs(inputs.uses[at]!, sql`null`, sql`null`, 'UTC').keys()].map((suffix) =>
        groupInputColumn(suffix, at),
      ),
    ),
    ...part.conditions.map((at) => `w${at}`),
    ...part.keys.flatMap((index) => [`k${index}`, `p${index}`]),
  ];
}

/**
 * A select of `part`'s columns (and the `extra` expressions, named by the caller) for each row of
 * `from`, whose rows `reader` reads; `fields` reads a condition's fields (the row's properties).
 * Each layer is fenced with `offset 0` — PostgreSQL otherwise writes the expressions back into
 * each place that reads them: the values and conditions once per row, then the values' kinds,
 * then the keys' equality keys and spellings and the aggregations' prepared arguments from those.
 * @internal
 */
export function groupInputRowsSql(
  inputs: GroupInputs,
  part: GroupInputPart,
  fields: { reader: SqlRowReader; condition: SqlConditionFields },
  from: RawBuilder<unknown>,
  build: SqlBuild,
  extra: readonly RawBuilder<unknown>[] = [],
): RawBuilder<unknown> {
  const read = [
    sql`1 as one`,
    ...extra,
    ...part.values.map(
      (at) => sql`${fields.reader.path(inputs.values[at]!)} as ${sql.id(`v${at}`)}`,
    ),
    ...part.conditions.map(
      (at) =>
        sql`${compileConditionSql(inputs.conditions[at]!, fields.condition, build.context)} as ${sql.id(`w${at}`)}`,
    ),
  ];
  const kinds = [
    sql`g1.*`,
    ...part.values.map((at) => sql`${kindOf(sql.ref(`g1.v${at}`))} as ${sql.id(`d${at}`)}`),
  ];
  const prepared = [
    sql`g2.*`,
    ...part.values.flatMap((at) =>
      [
        ...valueInputs(
          inputs.uses[at]!,
          sql.ref(`g2.v${at}`),
          sql.ref(`g2.d${at}`),
          build.timeZone,
        ),
      ].flatMap(([suffix, expression]) =>
        expression === undefined
          ? []
          : [sql`${expression} as ${sql.id(groupInputColumn(suffix, at))}`],
      ),
    ),
    ...part.keys.flatMap((index) => {
      const at = inputs.keys[index]!;
      const value = sql.ref(`g2.v${at}`);
      return [
        sql`${equalityKeySql(value, sql.ref(`g2.d${at}`), build.timeZone)} as ${sql.id(`k${index}`)}`,
        sql`${preferredSpellingSql(value)} as ${sql.id(`p${index}`)}`,
      ];
    }),
  ];
  return sql`select ${sql.join(prepared)} from (select ${sql.join(kinds)}
    from (select ${sql.join(read)} from ${from} offset 0) g1 offset 0) g2`;
}

/**
 * A group key's value for picking the spelling a group reports among its equal values (a
 * number first, then the least text by code point): text that orders so — `0` and a number's
 * text, `1` and any other value's — for `min`, which needs no sort as `array_agg(… order by …)`
 * did (and lets PostgreSQL hash the groups).
 */
function preferredSpellingSql(value: JsonbSql): RawBuilder<string> {
  return sql<string>`((case when jsonb_typeof(${value}) = 'number' then '0' else '1' end)
    || ${textOf(value)}) collate "C"`;
}
