import {
  compilePipeline,
  type GroupStage,
  type LookupStage,
  type PipelineAggregation,
  type PipelineDefinition,
  type PipelineRow,
  type PipelineStage,
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
import { propertyNameSql } from './indexedLiterals';
import { orderKeySql } from './orderKeySql';
import {
  instantOf,
  isEmptySql,
  type JsonbSql,
  kindOf,
  midnightOf,
  numberOf,
  textOf,
  trimmedTextOf,
} from './sqlValueKind';

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
 * What a stage's CTE holds besides `row` and `pos`: properties set on the row but kept in columns
 * of their own (`o0`, `o1`, … in this order), so a stage that adds one to every row (a lookup
 * unwound at once) does not copy the row to do so, and readers take it from its column. The row
 * a stage stands for is `row || {o0's name: o0} || …` ({@link wholeRowSql}).
 */
interface StageShape {
  readonly overlays: readonly string[];
}

const plainShape: StageShape = { overlays: [] };

/** The overlay columns of a shape, read from `alias`, each followed by a comma. */
function overlayColumns(alias: string, shape: StageShape): RawBuilder<unknown> {
  return sql.join(
    shape.overlays.map((_, index) => sql`${sql.ref(`${alias}.o${index}`)}, `),
    sql``,
  );
}

/** The row a stage's CTE row named `alias` stands for: its `row` with the overlays set. */
function wholeRowSql(alias: string, shape: StageShape): JsonbSql {
  let row: JsonbSql = sql.ref(`${alias}.row`);
  shape.overlays.forEach((name, index) => {
    row = sql`(${row} || jsonb_build_object(${name}::text, ${sql.ref(`${alias}.o${index}`)}))`;
  });
  return row;
}

/** Reads the rows of a stage's CTE named `alias` by query paths (see {@link rowReader}). */
function stageReader(alias: string, shape: StageShape): SqlRowReader {
  const row = rowReader(sql.ref(`${alias}.row`));
  return {
    path(path) {
      const [first, ...rest] = path;
      const at = first === undefined ? -1 : shape.overlays.lastIndexOf(first);
      if (at < 0) return row.path(path);
      let value: JsonbSql = sql.ref(`${alias}.o${at}`);
      for (const name of rest) value = laxStep(value, name);
      return value;
    },
  };
}

/**
 * Reads a record (a `data_records` row named `alias`) by query paths as {@link rowReader} reads
 * its row ({@link recordRowSql}), without building the row: properties straight from `data`
 * (named as literals, so field indexes can answer filters on them), `$id` and `$createdAt` from
 * their columns.
 */
function recordRowReader(alias: string): SqlRowReader {
  const data = sql.ref(`${alias}.data`);
  const created = sql.ref(`${alias}.created_at`);
  return {
    path(path) {
      const [first, ...rest] = path;
      let value: JsonbSql;
      if (first === '$id') value = sql`to_jsonb(${sql.ref(`${alias}.id`)}::text)`;
      else if (first === '$createdAt') {
        value = sql`(case when ${created} is null then ${data} -> '$createdAt'
          else ${createdAtSql(created)} end)`;
      } else value = sql`(${data} -> ${propertyNameSql(first ?? '')})`;
      for (const name of rest) value = laxStep(value, name);
      return value;
    },
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
  const { stages } = definition;
  // A first match filters the records where they are read: no row is built for the others, and
  // field indexes can answer it.
  const first = stages[0]?.type === 'match' ? stages[0] : undefined;
  const filter = first === undefined ? null : filterSql(first.filter, recordRowReader('r'), build);
  const ctes: RawBuilder<unknown>[] = [
    sql`s0 as (select ${recordRowSql('r')} as row,
      row_number() over (order by r.created_at, r.id) as pos
      from ${providerTableSql(definition.fromProviderId, build)} r
      where ${providerRecordsSql('r', definition.fromProviderId, build)}
      ${filter === null ? sql`` : sql`and ${filter}`})`,
  ];
  let shape = plainShape;
  for (let index = first === undefined ? 0 : 1; index < stages.length; index += 1) {
    const stage = stages[index]!;
    const prev = sql.id(`s${ctes.length - 1}`);
    const rows = stageReader('p', shape);
    let body: RawBuilder<unknown>;
    let next = plainShape;
    switch (stage.type) {
      case 'match': {
        const condition = filterSql(stage.filter, rows, build);
        body = sql`select p.row, ${overlayColumns('p', shape)}p.pos from ${prev} p
          ${condition === null ? sql`` : sql`where ${condition}`}`;
        next = shape;
        break;
      }
      case 'lookup': {
        const following = stages[index + 1];
        if (unwindsLookup(stage, following)) {
          // A lookup unwound at once: each row with each match, no list built and taken apart.
          body = lookupUnwoundSql(stage, prev, shape, build);
          next = { overlays: [...shape.overlays, stage.asPropertyName] };
          index += 1;
        } else body = lookupSql(stage, prev, shape, build);
        break;
      }
      case 'unwind':
        body = unwindSql(stage, prev, shape);
        break;
      case 'sort':
        body = sortStageSql(stage, prev, shape, build);
        next = shape;
        break;
      case 'group':
        body = groupSql(stage, prev, shape, build);
        break;
      case 'union':
        body = unionSql(stage, prev, shape, build);
        break;
    }
    ctes.push(sql`${sql.id(`s${ctes.length}`)} as (${body})`);
    shape = next;
  }
  const last = sql.id(`s${ctes.length - 1}`);
  return sql`with ${sql.join(ctes, sql`, `)} select ${wholeRowSql('t', shape)} as row, t.pos
    from ${last} t`;
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
 * Whether a lookup is unwound by the stage after it, item by item, dropping rows without a match:
 * then it compiles as a join ({@link lookupUnwoundSql}).
 */
function unwindsLookup(stage: LookupStage, following: PipelineStage | undefined): boolean {
  return (
    following?.type === 'unwind' &&
    following.keepEmpty !== true &&
    following.path.length === 1 &&
    following.path[0] === stage.asPropertyName
  );
}

/**
 * A lookup's (row position, foreign record id) pairs as hash joins: for each condition, the pairs
 * that share a join key — the keys of the row's items and of the foreign record's items, each
 * side computed once and joined on equality, which PostgreSQL hashes — intersected over the
 * conditions. A nested loop comparing every row with every foreign record (the first form) made
 * a lookup of 100,000 rows into 10,000 records a billion comparisons.
 */
function lookupPairsSql(
  stage: LookupStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): RawBuilder<unknown> {
  const local = stageReader('p', shape);
  const foreign = recordRowReader('f');
  const table = providerTableSql(stage.fromProviderId, build);
  const pairs = stage.conditions.map((condition) => {
    const mine = local.path(condition.localField.path);
    const theirs = foreign.path(condition.foreignField.path);
    // Each item's kind is worked out once (`offset 0`), its key parts from it.
    const keyed = (id: RawBuilder<unknown>, items: RawBuilder<unknown>) => {
      const parts = orderKeyOfKindSql(sql`x.value`, sql`x.kind`, build.timeZone);
      return sql`select x.id, ${sql.join(
        parts.map((part, index) => sql`${part} as ${sql.id(`k${index}`)}`),
      )} from (select ${id} as id, i.value, ${kindOf(sql`i.value`)} as kind
        from ${items} offset 0) x where x.kind <> 0`;
    };
    const columns = orderKeyOfKindSql(sql`null`, sql`null`, build.timeZone).map((_, index) =>
      sql.id(`k${index}`),
    );
    return sql`select distinct lk.id, fk.id
      from (${keyed(sql`p.pos`, sql`${prev} p, ${itemsSql(mine)} as i(value)`)}) lk
      join (${keyed(
        sql`f.id`,
        sql`${table} f, ${itemsSql(theirs)} as i(value)
          where ${providerRecordsSql('f', stage.fromProviderId, build)}`,
      )}) fk
      on ${sql.join(
        columns.map((column) => sql`lk.${column} = fk.${column}`),
        sql` and `,
      )}`;
  });
  return sql.join(
    pairs.map((pair) => sql`(${pair})`),
    sql` intersect `,
  );
}

/** A lookup: each row gets its matches ({@link lookupPairsSql}) in source order, `[]` without one. */
function lookupSql(
  stage: LookupStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): RawBuilder<unknown> {
  const table = providerTableSql(stage.fromProviderId, build);
  return sql`select ${wholeRowSql('p', shape)} || jsonb_build_object(${stage.asPropertyName}::text,
      coalesce(m.matches, '[]'::jsonb)) as row, p.pos
    from ${prev} p left join (
      select mp.pos, jsonb_agg(${recordRowSql('f')} order by f.created_at, f.id) as matches
      from (${lookupPairsSql(stage, prev, shape, build)}) as mp(pos, id)
      join ${table} f on f.id = mp.id and ${providerRecordsSql('f', stage.fromProviderId, build)}
      group by mp.pos
    ) m on m.pos = p.pos`;
}

/**
 * A lookup unwound at once ({@link unwindsLookup}): each row once per match, in the row's order
 * then the matches' source order, the match a new overlay column (the row is not copied).
 */
function lookupUnwoundSql(
  stage: LookupStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): RawBuilder<unknown> {
  const table = providerTableSql(stage.fromProviderId, build);
  return sql`select p.row, ${overlayColumns('p', shape)}${recordRowSql('f')} as ${sql.id(
    `o${shape.overlays.length}`,
  )}, row_number() over (order by p.pos, f.created_at, f.id) as pos
    from ${prev} p
    join (${lookupPairsSql(stage, prev, shape, build)}) as mp(pos, id) on mp.pos = p.pos
    join ${table} f on f.id = mp.id and ${providerRecordsSql('f', stage.fromProviderId, build)}`;
}

/** A value's items: a list's items, any other value itself, as a set-returning expression. */
function itemsSql(value: JsonbSql): RawBuilder<unknown> {
  return sql`jsonb_array_elements(case when jsonb_typeof(${value}) = 'array' then ${value}
    else jsonb_build_array(${value}) end)`;
}

function unwindSql(
  stage: UnwindStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
): RawBuilder<unknown> {
  const { path } = stage;
  const keepEmpty = stage.keepEmpty === true;
  const [name, ...rest] = path as readonly [string, ...string[]];
  const whole = wholeRowSql('p', shape);
  const root = stageReader('p', shape).path([name]);
  let value: JsonbSql = root;
  for (const step of rest) value = strictStep(value, step);
  const items = sql`(select e.value, e.n from jsonb_array_elements(case when jsonb_typeof(${value}) = 'array'
      then ${value} else jsonb_build_array(${value}) end) with ordinality as e(value, n)
    where not ${isEmptySql(value)})`;
  const placed =
    rest.length === 0
      ? sql`${whole} || jsonb_build_object(${name}::text, coalesce(u.value, 'null'::jsonb))`
      : sql`jsonb_set(${whole}, ${path}::text[], coalesce(u.value, 'null'::jsonb), true)`;
  let row = placed;
  if (keepEmpty && rest.length > 0) {
    // No item, and the parent along the path is not an object: the row passes as it is.
    let parent: JsonbSql = root;
    for (const step of rest.slice(0, -1)) parent = strictStep(parent, step);
    row = sql`(case when u.n is null and jsonb_typeof(${parent}) is distinct from 'object'
      then ${whole} else ${placed} end)`;
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
  shape: StageShape,
  build: SqlBuild,
): RawBuilder<unknown> {
  const rows = stageReader('p', shape);
  const keys = stage.sorting.flatMap((key) => {
    const direction = sql.raw(key.direction === 'desc' ? 'desc' : 'asc');
    return guardedOrderKey(rows.path(key.fieldAccess.path), build).map(
      (part) => sql`${part} ${direction}`,
    );
  });
  return sql`select p.row, ${overlayColumns('p', shape)}row_number() over (order by ${sql.join(
    keys,
  )}, p.pos) as pos
    from ${prev} p`;
}

function groupSql(
  stage: GroupStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): RawBuilder<unknown> {
  const rows = stageReader('p', shape);
  // What each row gives the group — its keys' values, each aggregation's value and condition —
  // is worked out once per row in a derived table (`offset 0` keeps PostgreSQL from writing the
  // expressions back into every place that reads them), then the keys' kinds once, then their
  // order parts from the kinds; only that, not the row, goes on to be grouped. An expression
  // written twice is not the same expression to PostgreSQL once each copy has its own
  // parameters either, so the grouping is by columns.
  const values: RawBuilder<unknown>[] = [];
  const kinds: RawBuilder<unknown>[] = [sql`g1.*`];
  const parts: RawBuilder<unknown>[] = [sql`g2.*`];
  const grouping: RawBuilder<unknown>[] = [];
  const properties: RawBuilder<unknown>[] = [];
  stage.groupBy.forEach((entry, index) => {
    if (entry.expression.type === 'dateFormat') {
      throw new SqlQueryUnsupportedError(
        'dateFormat group keys are not compiled to SQL yet (their tokens and zones)',
      );
    }
    values.push(sql`${rows.path(entry.expression.path)} as ${sql.id(`v${index}`)}`);
    const value = sql.ref(`g2.v${index}`);
    kinds.push(sql`${kindOf(sql.ref(`g1.v${index}`))} as ${sql.id(`d${index}`)}`);
    orderKeyOfKindSql(value, sql.ref(`g2.d${index}`), build.timeZone).forEach((part, at) => {
      parts.push(sql`${part} as ${sql.id(`k${index}_${at}`)}`);
      grouping.push(sql.ref(`g.k${index}_${at}`));
    });
    parts.push(sql`${preferredSpellingSql(value)} as ${sql.id(`p${index}`)}`);
    properties.push(
      sql`jsonb_build_object(${entry.propertyName}::text, ${reportedKeySql(
        sql.ref(`g.k${index}_0`),
        sql.ref(`g.p${index}`),
      )})`,
    );
  });
  stage.aggregations.forEach((aggregation, index) => {
    const input: AggregationInput = {};
    if (aggregation.aggregateField !== undefined) {
      values.push(sql`${rows.path(aggregation.aggregateField.path)} as ${sql.id(`a${index}`)}`);
      kinds.push(sql`${kindOf(sql.ref(`g1.a${index}`))} as ${sql.id(`e${index}`)}`);
      input.value = sql.ref(`g.a${index}`);
      input.kind = sql.ref(`g.e${index}`);
    }
    if (aggregation.condition !== undefined) {
      // The condition's fields are the row's properties (the engine's general path).
      const when = compileConditionSql(
        aggregation.condition,
        (fieldId) => rows.path([fieldId]),
        build.context,
      );
      values.push(sql`${when} as ${sql.id(`w${index}`)}`);
      input.when = sql.ref(`g.w${index}`);
    }
    properties.push(
      sql`jsonb_build_object(${aggregation.propertyName}::text, ${aggregationSql(
        aggregation,
        input,
        build,
      )})`,
    );
  });
  const row = properties.length === 0 ? sql`'{}'::jsonb` : sql.join(properties, sql` || `);
  const source = sql`(select ${sql.join(parts)} from (select ${sql.join(kinds)}
    from (select ${sql.join([sql`1 as one`, ...values])} from ${prev} p offset 0) g1
    offset 0) g2) g`;
  if (grouping.length === 0) {
    // Without keys: one row for all the rows, even for none (an aggregate without GROUP BY).
    return sql`select ${row} as row, 1::bigint as pos from ${source} having true`;
  }
  return sql`select ${row} as row, row_number() over (order by ${sql.join(grouping)}) as pos
    from ${source} group by ${sql.join(grouping)}`;
}

/**
 * The total order's key of a value whose kind (`kindOf`) is already worked out: the parts
 * `orderKeySql` gives (the class, number and text of the `orderKeyFunctions.ts` functions, the
 * instant and the sub-rank), computed from the kind instead of classifying the value again for
 * each part; the class stops the statement for lists and objects (see {@link KEY_MARKER}).
 */
function orderKeyOfKindSql(
  value: JsonbSql,
  kind: RawBuilder<unknown>,
  timeZone: string,
): RawBuilder<unknown>[] {
  const cls = sql`(case ${kind} when 0 then 0 when 5 then 1 when 1 then 2 when 2 then 3
    when 3 then 3 when 4 then 4
    else (${KEY_MARKER}::text || jsonb_typeof(${value}))::int end)`;
  const num = sql`(case ${kind} when 1 then ${numberOf(value)}
    when 5 then case when ${value} = 'true'::jsonb then 1 else 0 end else 0 end)::float8`;
  const text = sql`(case ${kind} when 4 then ${textOf(value)} else '' end) collate "C"`;
  const instant = sql`(case ${kind}
    when 2 then extract(epoch from ${midnightOf(value, timeZone)})::float8
    when 3 then extract(epoch from ${instantOf(value, timeZone)})::float8
    else 0 end)`;
  const sub = sql`(case ${kind} when 3 then 1 else 0 end)`;
  return [cls, num, text, instant, sub];
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

/**
 * The value a group reports for a key from its class and the least {@link preferredSpellingSql}:
 * null when empty, the JSON it spells for a number or a boolean, else the text.
 */
function reportedKeySql(cls: RawBuilder<unknown>, spelling: RawBuilder<unknown>): JsonbSql {
  const least = sql`min(${spelling})`;
  return sql`(case when ${cls} = 0 then 'null'::jsonb
    when left(${least}, 1) = '0' or ${cls} = 1 then substr(${least}, 2)::jsonb
    else to_jsonb(substr(${least}, 2)) end)`;
}

/** An aggregation's inputs on the grouped rows: its field's value, its kind and its condition. */
interface AggregationInput {
  value?: JsonbSql;
  kind?: RawBuilder<unknown>;
  when?: RawBuilder<boolean>;
}

function aggregationSql(
  aggregation: PipelineAggregation,
  input: AggregationInput,
  build: SqlBuild,
): JsonbSql {
  const when = input.when ?? sql<boolean>`true`;
  const field = input.value;
  const kind = input.kind!;
  switch (aggregation.method) {
    case 'count':
      return field === undefined
        ? sql`to_jsonb(count(*) filter (where ${when}))`
        : sql`to_jsonb(count(*) filter (where ${when} and ${kind} <> 0))`;
    case 'sum':
    case 'average': {
      const value = field!;
      // Exact decimals: a JSON number as stored, numeric text trimmed; the sum in `numeric`.
      const decimal = sql`(case when ${kind} = 1 then case jsonb_typeof(${value})
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
      // The key inside the aggregate: a list or object it stops at counts only where it passes.
      const key = orderKeyOfKindSql(value, kind, build.timeZone).map(
        (part) => sql`${part} ${direction}`,
      );
      return sql`coalesce((array_agg(${value} order by ${sql.join(key)}, ${preferredOrder(value)})
        filter (where ${when} and ${kind} <> 0))[1], 'null'::jsonb)`;
    }
  }
}

function unionSql(
  stage: UnionStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
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
    sql`select ${project(stageReader('p', shape), stage.inputSource.name)} as row, 0 as part, p.pos
      from ${prev} p`,
  ];
  stage.sources.forEach((source, index) => {
    const reader = recordRowReader('u');
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
