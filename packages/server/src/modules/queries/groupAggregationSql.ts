import type { PipelineAggregation } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { extremeInputsSql, groupExtremeSql, jsonNumberSql } from './groupExtremeSql';
import { type JsonbSql, trimmedTextOf } from './sqlValueKind';

// A group's aggregations (packages/engine/docs/queries.md "Aggregations") over arguments
// prepared where each value is read (`groupInputs.ts`): once per row, or once per foreign record
// of a lookup unwound at once — not once per pair. The aggregates then read plain columns with
// one `filter` each (the aggregation's condition): a count the value's kind, a sum or average an
// exact decimal, a max or min sortable text (`groupExtremeSql.ts`).

/** An aggregation: its aggregates for the grouping statement and its value from their columns. */
export interface GroupAggregation {
  /** `aggregate as column`, for the statement that groups. */
  readonly aggregates: readonly RawBuilder<unknown>[];
  /** The value, from the aggregates' columns read on `alias`. */
  result(alias: string): JsonbSql;
}

/**
 * What an aggregation reads of its value: its kind (`kindOf`, a count of non-empty values), its
 * decimal (sum, average), or its key for a max or a min.
 * @internal
 */
export type AggregationUse = 'kind' | 'decimal' | 'max' | 'min';

/** What `method` reads of its aggregated value. @internal */
export function aggregationUse(method: PipelineAggregation['method']): AggregationUse {
  return method === 'count'
    ? 'kind'
    : method === 'sum' || method === 'average'
      ? 'decimal'
      : method;
}

/**
 * The columns `use` prepares from a value `value` of kind `kind` (`kind` itself is a column of
 * its own: nothing more for it), named by suffix.
 * @internal
 */
export function aggregationInputsSql(
  use: AggregationUse,
  value: JsonbSql,
  kind: RawBuilder<unknown>,
  timeZone: string,
): readonly (readonly [string, RawBuilder<unknown>])[] {
  switch (use) {
    case 'kind':
      return [];
    case 'decimal':
      return decimalInputsSql(value, kind);
    case 'max':
    case 'min':
      return extremeInputsSql(use, value, kind, timeZone);
  }
}

/**
 * The exact decimal of a value of kind number: a JSON number as stored (`j`, the column a max or
 * min reads too), numeric text trimmed (`t`, text: cast to `numeric` where it is summed — a cast
 * fails beyond `numeric`'s range, `'1e999999'`, and a sum reads the value only where its
 * condition holds); null for other kinds.
 */
function decimalInputsSql(
  value: JsonbSql,
  kind: RawBuilder<unknown>,
): readonly (readonly [string, RawBuilder<unknown>])[] {
  return [
    ['j', jsonNumberSql(value)],
    [
      't',
      sql`(case when ${kind} = 1 and jsonb_typeof(${value}) = 'string' then ${trimmedTextOf(value)} end)`,
    ],
  ];
}

/**
 * An aggregation over the grouped rows, its value's prepared columns read by `column(suffix)`
 * (`kind` for its kind), `when` its condition; its own columns named from `name`.
 * @internal
 */
export function groupAggregationSql(
  aggregation: PipelineAggregation,
  column: ((suffix: string) => RawBuilder<unknown>) | undefined,
  when: RawBuilder<boolean>,
  name: string,
): GroupAggregation {
  const single = (aggregate: JsonbSql): GroupAggregation => ({
    aggregates: [sql`${aggregate} as ${sql.id(name)}`],
    result: (alias) => sql.ref(`${alias}.${name}`),
  });
  switch (aggregation.method) {
    case 'count':
      return single(
        column === undefined
          ? sql`to_jsonb(count(*) filter (where ${when}))`
          : sql`to_jsonb(count(*) filter (where ${when} and ${column('kind')} <> 0))`,
      );
    case 'sum':
    case 'average': {
      // Exact decimals; the sum in `numeric`.
      const decimal = sql`coalesce(${column!('j')}, (${column!('t')})::numeric)`;
      const sum = sql`sum(${decimal}) filter (where ${when})`;
      if (aggregation.method === 'sum') return single(sql`to_jsonb(coalesce(${sum}, 0)::float8)`);
      const count = sql`count(${decimal}) filter (where ${when})`;
      return single(
        sql`(case when ${count} = 0 then 'null'::jsonb else to_jsonb(${sum}::float8 / ${count}::float8) end)`,
      );
    }
    case 'max':
    case 'min':
      return groupExtremeSql(aggregation.method, column!, when, name);
  }
}
