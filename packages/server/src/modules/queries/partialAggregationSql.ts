import type { PipelineAggregation } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import type { GroupAggregation } from './groupAggregationSql';
import { groupExtremeSql } from './groupExtremeSql';
import type { JsonbSql } from './sqlValueKind';

// An aggregation of a group over a lookup unwound at once, in two steps (`lookupPartialGroupSql.ts`):
// partial aggregates of the foreign records per join key, then their combination over the rows
// that met them — the same value as over the pairs, exactly (packages/engine/docs/queries.md
// "Aggregations"). Each of the aggregation's value and condition reads one side:
// - a value of the record: its partials where the record's condition holds (a count, a sum and the
//   number of values summed, a max's or min's own aggregates), combined where the row's holds —
//   sums of counts and sums, the max of maxes, the min of mins;
// - a value of the row (or none, a count of rows): the number of records each row met where the
//   record's condition holds, the row's value weighted by it (a count or a sum), or read where it
//   is not 0 (a max or min).
// Numeric text is cast to `numeric` only where its pair is summed (the cast fails beyond
// `numeric`'s range, `'1e999999'`, and a condition may pass that value over): a record's numeric
// text is carried to the combination as text.

/** Where an aggregation's value or condition is read: the column on either side. @internal */
export interface PartialInput {
  readonly side: 'local' | 'foreign';
  /** The input column of a value (`groupInputColumn` by suffix) or of a condition (`w0`, …). */
  readonly column: (suffix: string) => string;
}

/** An aggregation's partials per join key and their combination. @internal */
export interface PartialAggregation {
  /** `aggregate as column` over the foreign records (alias `fk`), per join key. */
  readonly partials: readonly RawBuilder<unknown>[];
  /** The aggregation over the rows that met the partials (alias `g`: their columns and the row's). */
  readonly combined: GroupAggregation;
}

/**
 * An aggregation in two steps, its value read at `value` (none for a count of rows) and its
 * condition at `when`; its columns named from `name`.
 * @internal
 */
export function partialAggregationSql(
  aggregation: PipelineAggregation,
  value: PartialInput | undefined,
  when: PartialInput | undefined,
  name: string,
): PartialAggregation {
  const own = (part: string) => `${name}_${part}`;
  const mine = (input: PartialInput | undefined, suffix: string) =>
    input?.side === 'local' ? sql.ref(`g.${input.column(suffix)}`) : undefined;
  const theirs = (input: PartialInput | undefined, suffix: string) =>
    input?.side === 'foreign' ? sql.ref(`fk.${input.column(suffix)}`) : undefined;
  const all = (...tests: (RawBuilder<unknown> | undefined)[]): RawBuilder<boolean> => {
    const present = tests.filter((test) => test !== undefined);
    return present.length === 0
      ? sql<boolean>`true`
      : (sql.join(present, sql` and `) as RawBuilder<boolean>);
  };
  const foreignWhen = theirs(when, '');
  const localWhen = mine(when, '');
  const single = (aggregate: JsonbSql): GroupAggregation => ({
    aggregates: [sql`${aggregate} as ${sql.id(name)}`],
    result: (alias) => sql.ref(`${alias}.${name}`),
  });
  const met = sql.ref(`g.${own('n')}`);
  // The records each row met where the record's condition (and a count's non-empty value) holds.
  const metPartial = (...tests: (RawBuilder<unknown> | undefined)[]) =>
    sql`count(*) filter (where ${all(foreignWhen, ...tests)}) as ${sql.id(own('n'))}`;

  if (aggregation.method === 'count') {
    const nonEmpty = (read: typeof mine) => {
      const kind = read(value, 'kind');
      return kind === undefined ? undefined : sql`${kind} <> 0`;
    };
    return {
      partials: [metPartial(nonEmpty(theirs))],
      combined: single(
        sql`to_jsonb(coalesce(sum(${met}) filter (where ${all(localWhen, nonEmpty(mine))}), 0)::bigint)`,
      ),
    };
  }
  if (aggregation.method === 'max' || aggregation.method === 'min') {
    if (value?.side === 'foreign') {
      // The max of maxes, the min of mins: each of its aggregates over its partials.
      const partial = groupExtremeSql(
        aggregation.method,
        (suffix) => theirs(value, suffix)!,
        all(foreignWhen),
        name,
      );
      return {
        partials: partial.aggregates,
        combined: groupExtremeSql(
          aggregation.method,
          (suffix) => sql.ref(`g.${name}_${extremePart(suffix)}`),
          all(localWhen),
          name,
        ),
      };
    }
    return {
      partials: [metPartial()],
      combined: groupExtremeSql(
        aggregation.method,
        (suffix) => mine(value, suffix)!,
        all(localWhen, sql`${met} > 0`),
        name,
      ),
    };
  }
  // A sum or an average: exact decimals, summed in `numeric`.
  let sum: RawBuilder<unknown>;
  let count: RawBuilder<unknown>;
  let partials: RawBuilder<unknown>[];
  if (value?.side === 'foreign') {
    const j = theirs(value, 'j')!;
    const t = theirs(value, 't')!;
    partials = [
      sql`sum(${j}) filter (where ${all(foreignWhen)}) as ${sql.id(own('s'))}`,
      sql`array_agg(${t}) filter (where ${all(foreignWhen, sql`${t} is not null`)}) as ${sql.id(own('t'))}`,
      sql`count(*) filter (where ${all(foreignWhen, sql`(${j} is not null or ${t} is not null)`)})
        as ${sql.id(own('c'))}`,
    ];
    const sums = sql.ref(`g.${own('s')}`);
    const texts = sql.ref(`g.${own('t')}`);
    const decimal = sql`(case when ${texts} is null then ${sums} else coalesce(${sums}, 0)
      + (select sum(x::numeric) from unnest(${texts}) x) end)`;
    sum = sql`sum(${decimal}) filter (where ${all(localWhen)})`;
    count = sql`sum(${sql.ref(`g.${own('c')}`)}) filter (where ${all(localWhen)})`;
  } else {
    const j = mine(value, 'j')!;
    const t = mine(value, 't')!;
    const where = all(localWhen, sql`${met} > 0`);
    partials = [metPartial()];
    sum = sql`sum(coalesce(${j}, (${t})::numeric) * ${met}) filter (where ${where})`;
    count = sql`sum(${met}) filter (where ${where} and (${j} is not null or ${t} is not null))`;
  }
  if (aggregation.method === 'sum') {
    return { partials, combined: single(sql`to_jsonb(coalesce(${sum}, 0)::float8)`) };
  }
  return {
    partials,
    combined: single(sql`(case when coalesce(${count}, 0) = 0 then 'null'::jsonb
      else to_jsonb(${sum}::float8 / ${count}::float8) end)`),
  };
}

/** The part of a max's or min's own columns (`groupExtremeSql`) that aggregates a prepared one. */
function extremePart(suffix: string): string {
  return suffix === 'j' ? 'j' : suffix === 'ht' ? 't' : 'k';
}
