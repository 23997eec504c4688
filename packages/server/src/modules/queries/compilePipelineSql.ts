import {
  compilePipeline,
  type GroupStage,
  type LookupStage,
  type PipelineAggregation,
  type PipelineDefinition,
  type PipelineRow,
  type QueryCompileOptions,
  type SortStage,
  type UnionStage,
  type UnwindStage,
} from '@tessera/engine';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { compileConditionSql } from './compileConditionSql';
import {
  createdAtSql,
  createSqlBuild,
  filterSql,
  providerRecordsSql,
  providerTableSql,
  type SqlBuild,
  type SqlQueryContext,
  SqlQueryUnsupportedError,
  type SqlRowReader,
} from './compileQuerySql';
import { orderKeySql } from './orderKeySql';
import { isEmptySql, type JsonbSql, kindOf, textOf, trimmedTextOf } from './sqlValueKind';

// Compiles a pipeline (packages/engine/docs/queries.md "Pipelines") into one parameterised
// statement: each stage a CTE over the previous one, every row a JSONB object (`row`) with its
// position (`pos`), so stages that keep the order keep `pos` and stages that make rows number
// them anew. Values, property names and paths are parameters; only fixed keywords and
// operators are written into the statement.

/** The compiled statement and how to read its rows. @internal */
export interface CompiledSqlPipeline {
  readonly query: RawBuilder<{ row: PipelineRow }>;
  finish(rows: readonly { row: PipelineRow }[]): readonly PipelineRow[];
}

// Lists and objects in the total order compare item by item; the SQL key compares them by class
// only, so where two of them would be compared the statement stops with this marker instead of
// answering differently (a data-dependent error: an invalid integer built from the marker).
const KEY_MARKER =
  'tessera: lists and objects as sort, group, lookup, max or min values are not compiled to SQL yet, met a ';

/**
 * Compiles a pipeline. The engine validates it first (`compilePipeline`: schema, rules and the
 * client's features, such as `pipelineUnionStage` for a union), throwing its `DefinitionError`;
 * what the SQL compiler does not cover throws {@link SqlQueryUnsupportedError}.
 * @internal
 */
export function compilePipelineSql(
  definition: PipelineDefinition,
  run: SqlQueryContext,
  options?: QueryCompileOptions,
): CompiledSqlPipeline {
  compilePipeline(definition, options);
  return {
    query: sql<{
      row: PipelineRow;
    }>`select t.row from (${pipelineRowsSql(definition, createSqlBuild(run))}) t
      order by t.pos`,
    finish: (rows) => rows.map((row) => row.row),
  };
}

/**
 * A (validated) pipeline's rows `{ row, pos }`, in no order: sort by `pos` for the pipeline's.
 * @internal
 */
export function pipelineRowsSql(
  definition: PipelineDefinition,
  build: SqlBuild,
): RawBuilder<{ row: PipelineRow; pos: number }> {
  const ctes: RawBuilder<unknown>[] = [
    sql`s0 as (select ${recordRowSql('r')} as row,
      row_number() over (order by r.created_at, r.id) as pos
      from ${providerTableSql(definition.fromProviderId, build)} r
      where ${providerRecordsSql('r', definition.fromProviderId, build)})`,
  ];
  definition.stages.forEach((stage, index) => {
    const prev = sql.id(`s${index}`);
    const rows = rowReader(sql`p.row`);
    let body: RawBuilder<unknown>;
    switch (stage.type) {
      case 'match': {
        const condition = filterSql(stage.filter, rows, build);
        body = sql`select p.row, p.pos from ${prev} p ${condition === null ? sql`` : sql`where ${condition}`}`;
        break;
      }
      case 'lookup':
        body = lookupSql(stage, prev, build);
        break;
      case 'unwind':
        body = unwindSql(stage, prev);
        break;
      case 'sort':
        body = sortStageSql(stage, prev, build);
        break;
      case 'group':
        body = groupSql(stage, prev, build);
        break;
      case 'union':
        body = unionSql(stage, prev, build);
        break;
    }
    ctes.push(sql`${sql.id(`s${index + 1}`)} as (${body})`);
  });
  const last = sql.id(`s${definition.stages.length}`);
  return sql`with ${sql.join(ctes, sql`, `)} select t.row, t.pos from ${last} t`;
}

/**
 * Runs a pipeline in a scoped transaction of the scope's client, as the engine's
 * `compilePipeline(...).run(...)` would.
 * @internal
 */
export async function runPipelineSql(
  trx: Transaction<DatabaseTables>,
  definition: PipelineDefinition,
  run: SqlQueryContext,
  options?: QueryCompileOptions,
): Promise<readonly PipelineRow[]> {
  const compiled = compilePipelineSql(definition, run, options);
  return withPipelineErrors(async () => compiled.finish((await compiled.query.execute(trx)).rows));
}

/**
 * Runs `statement` (a pipeline's), turning the statement's error for what the SQL compiler does
 * not cover into {@link SqlQueryUnsupportedError}.
 * @internal
 */
export async function withPipelineErrors<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const at = message.indexOf(KEY_MARKER);
    if (at < 0) throw error;
    throw new SqlQueryUnsupportedError(message.slice(at).replace(/"$/, ''), { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// Rows and paths

/** A record's row: its data with `$id` and, when known, `$createdAt` (the engine's `recordRow`). */
function recordRowSql(alias: string): JsonbSql {
  const created = sql.ref(`${alias}.created_at`);
  const id = sql`jsonb_build_object('$id', ${sql.ref(`${alias}.id`)}::text)`;
  return sql`(${sql.ref(`${alias}.data`)} || case when ${created} is null then ${id}
    else ${id} || jsonb_build_object('$createdAt', ${createdAtSql(created)}) end)`;
}

/**
 * One step of a query path (the engine's `readProperty`): an object's own property; a list read
 * item by item, the values found collected and lists among them giving their items (the lax
 * JSON path `$[*]."name"[*]`, the name a parameter); anything else: missing.
 */
function laxStep(value: JsonbSql, name: string): JsonbSql {
  const path = `lax $[*].${JSON.stringify(name)}[*]`;
  return sql`(case jsonb_typeof(${value}) when 'object' then ${value} -> ${name}::text
    when 'array' then jsonb_path_query_array(${value}, ${path}::jsonpath) end)`;
}

/** Steps into objects only (the conditions' rule and unwind's): anything else is missing. */
function strictStep(value: JsonbSql, name: string): JsonbSql {
  return sql`(case when jsonb_typeof(${value}) = 'object' then ${value} -> ${name}::text end)`;
}

/**
 * Reads pipeline rows (JSONB objects) by query paths, the lax way: lists met on the way are read
 * item by item.
 * @internal
 */
export function rowReader(row: JsonbSql): SqlRowReader {
  return {
    path(path) {
      const [first, ...rest] = path;
      let value: JsonbSql = sql`(${row} -> ${first ?? ''}::text)`;
      for (const name of rest) value = laxStep(value, name);
      return value;
    },
  };
}

/**
 * The total order's key of a value, for places where lists and objects would be compared: the
 * class stops the statement for them (see {@link KEY_MARKER}).
 */
function guardedOrderKey(value: JsonbSql, build: SqlBuild): RawBuilder<unknown>[] {
  const [cls, ...rest] = orderKeySql(value, build.timeZone);
  const guarded = sql`(case when ${cls} >= 5
    then (${KEY_MARKER}::text || jsonb_typeof(${value}))::int else ${cls} end)`;
  return [guarded, ...rest];
}

/** The preferred spelling among equal values first: a number, then the least text by code point. */
function preferredOrder(value: JsonbSql): RawBuilder<unknown> {
  return sql`jsonb_typeof(${value}) <> 'number', ${textOf(value)} collate "C"`;
}

// ---------------------------------------------------------------------------------------------
// Stages

/**
 * A lookup as hash joins: for each condition, the pairs (row position, foreign record) that
 * share a join key — the keys of the row's items and of the foreign record's items, each side
 * computed once and joined on equality, which PostgreSQL hashes — intersected over the
 * conditions; then each row gets its matches in source order (`[]` without one). A nested loop
 * comparing every row with every foreign record (the first form) made a lookup of 100,000 rows
 * into 10,000 records a billion comparisons.
 */
function lookupSql(
  stage: LookupStage,
  prev: RawBuilder<unknown>,
  build: SqlBuild,
): RawBuilder<unknown> {
  const local = rowReader(sql`p.row`);
  const foreign = rowReader(recordRowSql('f'));
  const table = providerTableSql(stage.fromProviderId, build);
  const pairs = stage.conditions.map((condition) => {
    const mine = local.path(condition.localField.path);
    const theirs = foreign.path(condition.foreignField.path);
    const left = guardedOrderKey(sql`li.value`, build);
    const right = guardedOrderKey(sql`fi.value`, build);
    const columns = left.map((_, index) => sql.id(`k${index}`));
    const named = (parts: RawBuilder<unknown>[]) =>
      sql.join(parts.map((part, index) => sql`${part} as ${columns[index]}`));
    return sql`select distinct lk.pos, fk.id
      from (select p.pos, ${named(left)} from ${prev} p, ${itemsSql(mine)} as li(value)
        where not ${isEmptySql(sql`li.value`)}) lk
      join (select f.id, ${named(right)} from ${table} f, ${itemsSql(theirs)} as fi(value)
        where ${providerRecordsSql('f', stage.fromProviderId, build)}
          and not ${isEmptySql(sql`fi.value`)}) fk
      on ${sql.join(
        columns.map((column) => sql`lk.${column} = fk.${column}`),
        sql` and `,
      )}`;
  });
  const matched = sql.join(
    pairs.map((pair) => sql`(${pair})`),
    sql` intersect `,
  );
  return sql`select p.row || jsonb_build_object(${stage.asPropertyName}::text,
      coalesce(m.matches, '[]'::jsonb)) as row, p.pos
    from ${prev} p left join (
      select mp.pos, jsonb_agg(${recordRowSql('f')} order by f.created_at, f.id) as matches
      from (${matched}) as mp(pos, id)
      join ${table} f on f.id = mp.id and ${providerRecordsSql('f', stage.fromProviderId, build)}
      group by mp.pos
    ) m on m.pos = p.pos`;
}

/** A value's items: a list's items, any other value itself, as a set-returning expression. */
function itemsSql(value: JsonbSql): RawBuilder<unknown> {
  return sql`jsonb_array_elements(case when jsonb_typeof(${value}) = 'array' then ${value}
    else jsonb_build_array(${value}) end)`;
}

function unwindSql(stage: UnwindStage, prev: RawBuilder<unknown>): RawBuilder<unknown> {
  const { path } = stage;
  const keepEmpty = stage.keepEmpty === true;
  const [name, ...rest] = path as readonly [string, ...string[]];
  const root = sql`(p.row -> ${name}::text)`;
  let value: JsonbSql = root;
  for (const step of rest) value = strictStep(value, step);
  const items = sql`(select e.value, e.n from jsonb_array_elements(case when jsonb_typeof(${value}) = 'array'
      then ${value} else jsonb_build_array(${value}) end) with ordinality as e(value, n)
    where not ${isEmptySql(value)})`;
  const placed =
    rest.length === 0
      ? sql`p.row || jsonb_build_object(${name}::text, coalesce(u.value, 'null'::jsonb))`
      : sql`jsonb_set(p.row, ${path}::text[], coalesce(u.value, 'null'::jsonb), true)`;
  let row = placed;
  if (keepEmpty && rest.length > 0) {
    // No item, and the parent along the path is not an object: the row passes as it is.
    let parent: JsonbSql = root;
    for (const step of rest.slice(0, -1)) parent = strictStep(parent, step);
    row = sql`(case when u.n is null and jsonb_typeof(${parent}) is distinct from 'object'
      then p.row else ${placed} end)`;
  }
  const join = keepEmpty
    ? sql`left join lateral ${items} u on true`
    : sql`cross join lateral ${items} u`;
  return sql`select ${row} as row, row_number() over (order by p.pos, u.n) as pos
    from ${prev} p ${join}`;
}

function sortStageSql(
  stage: SortStage,
  prev: RawBuilder<unknown>,
  build: SqlBuild,
): RawBuilder<unknown> {
  const rows = rowReader(sql`p.row`);
  const keys = stage.sorting.flatMap((key) => {
    const direction = sql.raw(key.direction === 'desc' ? 'desc' : 'asc');
    return guardedOrderKey(rows.path(key.fieldAccess.path), build).map(
      (part) => sql`${part} ${direction}`,
    );
  });
  return sql`select p.row, row_number() over (order by ${sql.join(keys)}, p.pos) as pos
    from ${prev} p`;
}

function groupSql(
  stage: GroupStage,
  prev: RawBuilder<unknown>,
  build: SqlBuild,
): RawBuilder<unknown> {
  const keyValues = stage.groupBy.map((entry) => {
    if (entry.expression.type === 'dateFormat') {
      throw new SqlQueryUnsupportedError(
        'dateFormat group keys are not compiled to SQL yet (their tokens and zones)',
      );
    }
    return rowReader(sql`p.row`).path(entry.expression.path);
  });
  // Keys are worked out in a derived table and grouped by its columns: an expression written
  // twice is not the same expression to PostgreSQL once each copy has its own parameters.
  const columns: RawBuilder<unknown>[] = [sql`p.row`];
  const grouping: RawBuilder<unknown>[] = [];
  const properties: RawBuilder<unknown>[] = [];
  stage.groupBy.forEach((entry, index) => {
    const parts = guardedOrderKey(keyValues[index]!, build);
    parts.forEach((part, at) => {
      columns.push(sql`${part} as ${sql.id(`k${index}_${at}`)}`);
      grouping.push(sql.ref(`g.k${index}_${at}`));
    });
    columns.push(sql`${keyValues[index]!} as ${sql.id(`v${index}`)}`);
    const value = sql.ref(`g.v${index}`);
    const reported = sql`case when ${sql.ref(`g.k${index}_0`)} = 0 then 'null'::jsonb
      else (array_agg(${value} order by ${preferredOrder(value)}))[1] end`;
    properties.push(sql`jsonb_build_object(${entry.propertyName}::text, ${reported})`);
  });
  const rows = rowReader(sql`g.row`);
  for (const aggregation of stage.aggregations) {
    properties.push(
      sql`jsonb_build_object(${aggregation.propertyName}::text, ${aggregationSql(aggregation, rows, build)})`,
    );
  }
  const row = properties.length === 0 ? sql`'{}'::jsonb` : sql.join(properties, sql` || `);
  const source = sql`(select ${sql.join(columns)} from ${prev} p) g`;
  if (grouping.length === 0) {
    // Without keys: one row for all the rows, even for none (an aggregate without GROUP BY).
    return sql`select ${row} as row, 1::bigint as pos from ${source} having true`;
  }
  return sql`select ${row} as row, row_number() over (order by ${sql.join(grouping)}) as pos
    from ${source} group by ${sql.join(grouping)}`;
}

function aggregationSql(
  aggregation: PipelineAggregation,
  rows: SqlRowReader,
  build: SqlBuild,
): JsonbSql {
  const when =
    aggregation.condition === undefined
      ? sql<boolean>`true`
      : // The condition's fields are the row's properties (the engine's general path).
        compileConditionSql(
          aggregation.condition,
          (fieldId) => sql`(g.row -> ${fieldId}::text)`,
          build.context,
        );
  const field =
    aggregation.aggregateField === undefined
      ? undefined
      : rows.path(aggregation.aggregateField.path);
  switch (aggregation.method) {
    case 'count':
      return field === undefined
        ? sql`to_jsonb(count(*) filter (where ${when}))`
        : sql`to_jsonb(count(*) filter (where ${when} and not ${isEmptySql(field)}))`;
    case 'sum':
    case 'average': {
      const value = field!;
      // Exact decimals: a JSON number as stored, numeric text trimmed; the sum in `numeric`.
      const decimal = sql`(case when ${kindOf(value)} = 1 then case jsonb_typeof(${value})
        when 'number' then (${value})::numeric
        else ${trimmedTextOf(value)}::numeric end end)`;
      const sum = sql`sum(${decimal}) filter (where ${when})`;
      if (aggregation.method === 'sum') return sql`to_jsonb(coalesce(${sum}, 0)::float8)`;
      const count = sql`count(${decimal}) filter (where ${when})`;
      return sql`(case when ${count} = 0 then 'null'::jsonb else to_jsonb(${sum}::float8 / ${count}::float8) end)`;
    }
    case 'max':
    case 'min': {
      const value = field!;
      const direction = sql.raw(aggregation.method === 'max' ? 'desc' : 'asc');
      const key = guardedOrderKey(value, build).map((part) => sql`${part} ${direction}`);
      return sql`coalesce((array_agg(${value} order by ${sql.join(key)}, ${preferredOrder(value)})
        filter (where ${when} and not ${isEmptySql(value)}))[1], 'null'::jsonb)`;
    }
  }
}

function unionSql(
  stage: UnionStage,
  prev: RawBuilder<unknown>,
  build: SqlBuild,
): RawBuilder<unknown> {
  const project = (reader: SqlRowReader, sourceName: string): JsonbSql => {
    const parts = stage.commonFields.map(
      (field) =>
        sql`jsonb_build_object(${field.propertyName}::text, coalesce(${reader.path(
          field.paths?.[sourceName] ?? [field.propertyName],
        )}, 'null'::jsonb))`,
    );
    if (stage.sourcePropertyName !== undefined) {
      parts.push(sql`jsonb_build_object(${stage.sourcePropertyName}::text, ${sourceName}::text)`);
    }
    return parts.length === 0 ? sql`'{}'::jsonb` : sql.join(parts, sql` || `);
  };
  const parts: RawBuilder<unknown>[] = [
    sql`select ${project(rowReader(sql`p.row`), stage.inputSource.name)} as row, 0 as part, p.pos
      from ${prev} p`,
  ];
  stage.sources.forEach((source, index) => {
    const row = recordRowSql('u');
    const reader = rowReader(row);
    const condition = source.filter === undefined ? null : filterSql(source.filter, reader, build);
    parts.push(sql`select ${project(reader, source.name)} as row, ${index + 1}::int as part,
      row_number() over (order by u.created_at, u.id) as pos
      from ${providerTableSql(source.fromProviderId, build)} u
      where ${providerRecordsSql('u', source.fromProviderId, build)}
      ${condition === null ? sql`` : sql`and ${condition}`}`);
  });
  return sql`select x.row, row_number() over (order by x.part, x.pos) as pos
    from (${sql.join(parts, sql` union all `)}) x`;
}
