import type { PipelineAggregation } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import type { GroupAggregation } from './groupAggregationSql';
import { groupExtremeSql, jsonNumberSql } from './groupExtremeSql';
import type { JsonbSql } from './sqlValueKind';

// An aggregation of a group over a lookup unwound at once, in two steps (`lookupPartialGroupSql.ts`):
// partial aggregates on both sides of the join — the foreign records' per join key, the rows' per
// group of rows with equal raw values (`rawRowGroupsSql.ts`) — then their combination over the
// groups of rows and the partials they met: the same value as over the pairs, exactly
// (packages/engine/docs/queries.md "Aggregations"). Each of the aggregation's value and condition
// reads one side:
// - the row's condition weighs each group of rows by the number of its rows where it holds
//   (`rn`, counted per row: the condition reads the row);
// - a value of the record: its partials where the record's condition holds (a count, a sum and
//   the number of values summed, a max's or min's own aggregates), combined over the groups of
//   rows: sums of counts and sums, each weighted by `rn`, the max of maxes, the min of mins where
//   `rn > 0`;
// - a value of the row (or none, a count of rows): the number of records met where the record's
//   condition holds (`n`), weighting the rows' count or sum, or read where it is not 0 (a max or
//   min). The rows' JSON numbers are aggregated per group of rows (their sum, max or min; a group
//   holds JSON numbers only or none, so their count is `rn`); any other value is the same in all
//   of a group's rows (it is one of the raw values grouped by), prepared once per group and
//   weighted by `rn`.
// Numeric text is cast to `numeric` only where its pair is summed (the cast fails beyond
// `numeric`'s range, `'1e999999'`, and a condition or a row without a match may pass that value
// over): a record's numeric text is carried to the combination as text, a row's is one raw value.

/** Where an aggregation's value or condition is read: the column on either side. @internal */
export interface PartialInput {
  readonly side: 'local' | 'foreign';
  /**
   * The input column of a value (`groupInputColumn` by suffix) or of a condition (`w0`, …): on the
   * foreign side per record, on the local side per group of rows (a value's, prepared once).
   */
  readonly column: (suffix: string) => string;
  /** On the local side: the column of the value or the condition per row. */
  readonly row?: string;
  /**
   * On the local side, a value whose JSON numbers differ within a group of rows (a value not
   * grouped by whole): they are aggregated per row; a group holds them only (its own value null,
   * `nv` true) or none (its own value is every row's).
   */
  readonly numbers?: boolean;
}

/** An aggregation's partials on both sides and their combination. @internal */
export interface PartialAggregation {
  /** `aggregate as column` over the foreign records (alias `fk`), per join key. */
  readonly partials: readonly RawBuilder<unknown>[];
  /** `aggregate as column` over the rows (alias `x`: their values and conditions), per group. */
  readonly rowPartials: readonly RawBuilder<unknown>[];
  /** The names of the columns of {@link PartialAggregation.rowPartials}. */
  readonly rowColumns: readonly string[];
  /** The aggregation over the groups of rows and the partials they met (alias `g`). */
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
  const mine = (suffix: string) =>
    value?.side === 'local' ? sql.ref(`g.${value.column(suffix)}`) : undefined;
  const theirs = (input: PartialInput | undefined, suffix: string) =>
    input?.side === 'foreign' ? sql.ref(`fk.${input.column(suffix)}`) : undefined;
  const all = (...tests: (RawBuilder<unknown> | undefined)[]): RawBuilder<boolean> => {
    const present = tests.filter((test) => test !== undefined);
    return present.length === 0
      ? sql<boolean>`true`
      : (sql.join(present, sql` and `) as RawBuilder<boolean>);
  };
  const rowPartials: RawBuilder<unknown>[] = [];
  const rowColumns: string[] = [];
  const rowPart = (part: string, aggregate: RawBuilder<unknown>) => {
    rowPartials.push(sql`${aggregate} as ${sql.id(own(part))}`);
    rowColumns.push(own(part));
    return sql.ref(`g.${own(part)}`);
  };
  const rowWhen = when?.side === 'local' ? sql.ref(`x.${when.row}`) : undefined;
  // The group's rows where the row's condition holds: the weight of each of its pairs.
  const rows = rowPart('rn', sql`count(*) filter (where ${all(rowWhen)})`);
  const rowValue =
    value?.side === 'local' && value.numbers === true ? sql.ref(`x.${value.row}`) : undefined;
  // Whether a group's rows hold JSON numbers only (its own value null), read per group of rows.
  const numbers = rowValue === undefined ? undefined : mine('nv');
  const foreignWhen = theirs(when, '');
  const single = (aggregate: JsonbSql): GroupAggregation => ({
    aggregates: [sql`${aggregate} as ${sql.id(name)}`],
    result: (alias) => sql.ref(`${alias}.${name}`),
  });
  const met = sql.ref(`g.${own('n')}`);
  // The records each row met where the record's condition (and a count's non-empty value) holds.
  const metPartial = (...tests: (RawBuilder<unknown> | undefined)[]) =>
    sql`count(*) filter (where ${all(foreignWhen, ...tests)}) as ${sql.id(own('n'))}`;
  const partials: RawBuilder<unknown>[] = [];
  const result = (combined: GroupAggregation): PartialAggregation => ({
    partials,
    rowPartials,
    rowColumns,
    combined,
  });

  if (aggregation.method === 'count') {
    const foreignKind = theirs(value, 'kind');
    partials.push(metPartial(foreignKind === undefined ? undefined : sql`${foreignKind} <> 0`));
    let counted: RawBuilder<unknown> = rows;
    const kind = mine('kind');
    if (kind !== undefined) {
      // The group's own value non-empty in each of its rows, or JSON numbers in all of them.
      const nonEmpty =
        numbers === undefined ? sql`${kind} <> 0` : sql`(${kind} <> 0 or ${numbers})`;
      counted = sql`(case when ${nonEmpty} then ${rows} else 0 end)`;
    }
    return result(single(sql`to_jsonb(coalesce(sum(${met} * ${counted}), 0)::bigint)`));
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
      partials.push(...partial.aggregates);
      return result(
        groupExtremeSql(
          aggregation.method,
          (suffix) => sql.ref(`g.${name}_${extremePart(suffix)}`),
          sql<boolean>`${rows} > 0`,
          name,
        ),
      );
    }
    partials.push(metPartial());
    const extreme = sql.raw(aggregation.method);
    const json =
      rowValue === undefined
        ? mine('j')!
        : rowPart('rm', sql`${extreme}(${jsonNumberSql(rowValue)}) filter (where ${all(rowWhen)})`);
    return result(
      groupExtremeSql(
        aggregation.method,
        (suffix) => (suffix === 'j' ? json : mine(suffix)!),
        sql<boolean>`${rows} > 0 and ${met} > 0`,
        name,
      ),
    );
  }
  // A sum or an average: exact decimals, summed in `numeric`.
  let sum: RawBuilder<unknown>;
  let count: RawBuilder<unknown>;
  if (value?.side === 'foreign') {
    const j = theirs(value, 'j')!;
    const t = theirs(value, 't')!;
    partials.push(
      sql`sum(${j}) filter (where ${all(foreignWhen)}) as ${sql.id(own('s'))}`,
      sql`array_agg(${t}) filter (where ${all(foreignWhen, sql`${t} is not null`)}) as ${sql.id(own('t'))}`,
      sql`count(*) filter (where ${all(foreignWhen, sql`(${j} is not null or ${t} is not null)`)})
        as ${sql.id(own('c'))}`,
    );
    const sums = sql.ref(`g.${own('s')}`);
    const texts = sql.ref(`g.${own('t')}`);
    const decimal = sql`(case when ${texts} is null then ${sums} else coalesce(${sums}, 0)
      + (select sum(x::numeric) from unnest(${texts}) x) end)`;
    sum = sql`sum(${decimal} * ${rows}) filter (where ${rows} > 0)`;
    count = sql`sum(${sql.ref(`g.${own('c')}`)} * ${rows}) filter (where ${rows} > 0)`;
  } else {
    partials.push(metPartial());
    // The group's own value, a number (a grouped value's) or numeric text, in each of its rows.
    const j = mine('j')!;
    const t = mine('t')!;
    let decimal: RawBuilder<unknown> = sql`coalesce(coalesce(${j}, (${t})::numeric) * ${rows}, 0)`;
    let counted: RawBuilder<unknown> = sql`(case when ${j} is not null or ${t} is not null
      then ${rows} else 0 end)`;
    if (rowValue !== undefined) {
      const sums = rowPart(
        'rs',
        sql`sum(${jsonNumberSql(rowValue)}) filter (where ${all(rowWhen)})`,
      );
      decimal = sql`(coalesce(${sums}, 0) + ${decimal})`;
      counted = sql`(case when ${numbers} then ${rows} else ${counted} end)`;
    }
    const where = sql`${rows} > 0 and ${met} > 0`;
    sum = sql`sum(${decimal} * ${met}) filter (where ${where})`;
    count = sql`sum(${counted} * ${met}) filter (where ${where})`;
  }
  if (aggregation.method === 'sum') {
    return result(single(sql`to_jsonb(coalesce(${sum}, 0)::float8)`));
  }
  return result(
    single(sql`(case when coalesce(${count}, 0) = 0 then 'null'::jsonb
      else to_jsonb(${sum}::float8 / ${count}::float8) end)`),
  );
}

/** The part of a max's or min's own columns (`groupExtremeSql`) that aggregates a prepared one. */
function extremePart(suffix: string): string {
  return suffix === 'j' ? 'j' : suffix === 'ht' ? 't' : 'k';
}
