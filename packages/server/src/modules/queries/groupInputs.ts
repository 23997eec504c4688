import type { ConditionDefinition, GroupStage } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { compileConditionSql } from './compileConditionSql';
import type { SqlBuild, SqlRowReader } from './compileQuerySql';
import { equalityKeySql } from './orderKeyOfKindSql';
import { type JsonbSql, kindOf, textOf } from './sqlValueKind';

// What each row gives a group stage (compilePipelineSql.ts), worked out once per row in columns
// the group's aggregates read: the values it reads (`v0`, … and their kinds `d0`, …), the
// aggregations' conditions (`w0`, …) and, for each group key, its equality key (`k0`, …) and the
// spelling it may report (`p0`, …). A path or a condition read by several aggregations is one
// column.

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
  return { values, conditions, keys, aggregations };
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

/** The names of a part's columns, in the order {@link groupInputRowsSql} selects them. @internal */
export function groupInputColumns(part: GroupInputPart): string[] {
  return [
    ...part.values.flatMap((at) => [`v${at}`, `d${at}`]),
    ...part.conditions.map((at) => `w${at}`),
    ...part.keys.flatMap((index) => [`k${index}`, `p${index}`]),
  ];
}

/**
 * A select of `part`'s columns (and the `extra` expressions, named by the caller) for each row of
 * `from`, whose rows `reader` reads; `fields` reads a condition's fields (the row's properties).
 * Each layer is fenced with `offset 0` — PostgreSQL otherwise writes the expressions back into
 * each place that reads them: the values and conditions once per row, then the values' kinds,
 * then the keys' equality keys and spellings from those.
 * @internal
 */
export function groupInputRowsSql(
  inputs: GroupInputs,
  part: GroupInputPart,
  fields: { reader: SqlRowReader; condition: (fieldId: string) => JsonbSql },
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
  const keyParts = [
    sql`g2.*`,
    ...part.keys.flatMap((index) => {
      const at = inputs.keys[index]!;
      const value = sql.ref(`g2.v${at}`);
      return [
        sql`${equalityKeySql(value, sql.ref(`g2.d${at}`), build.timeZone)} as ${sql.id(`k${index}`)}`,
        sql`${preferredSpellingSql(value)} as ${sql.id(`p${index}`)}`,
      ];
    }),
  ];
  return sql`select ${sql.join(keyParts)} from (select ${sql.join(kinds)}
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
