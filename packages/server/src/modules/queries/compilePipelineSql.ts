import {
  compilePipeline,
  type GroupStage,
  type LookupStage,
  type PipelineDefinition,
  type PipelineRow,
  type QueryCompileOptions,
  type SortStage,
  type UnionStage,
  type UnwindStage,
} from '@tessera/engine';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import {
  createSqlBuild,
  filterSql,
  providerRecordsSql,
  providerTableSql,
  type SqlBuild,
  type SqlQueryContext,
  SqlQueryUnsupportedError,
  type SqlRowReader,
} from './compileQuerySql';
import { type GroupAggregation, groupAggregationSql } from './groupAggregationSql';
import {
  type GroupInputs,
  groupInputColumn,
  groupInputRowsSql,
  groupInputs,
  wholeGroupInputs,
} from './groupInputs';
import { lookupGroupInputsSql } from './lookupGroupInputsSql';
import { lookupUnwoundSql } from './lookupJoinSql';
import { lookupPartialGroupSql } from './lookupPartialGroupSql';
import { KEY_MARKER, keyStopSql, orderKeyOfKindSql } from './orderKeyOfKindSql';
import { orderKeySql } from './orderKeySql';
import { pipelineOrderNeeds, unwindsLookup } from './pipelineOrderNeeds';
import {
  carriedColumns,
  plainShape,
  positionSql,
  recordRowReader,
  recordRowSql,
  recordShape,
  type StageShape,
  stageReader,
  wholeRowSql,
} from './pipelineStageRows';
import { isEmptySql, itemsOf, type JsonbSql, kindOf } from './sqlValueKind';

// Compiles a pipeline (packages/engine/docs/queries.md "Pipelines") into one parameterised
// statement: each stage a CTE over the previous one, every row a record or a JSONB object with
// the properties stages set on it (`pipelineStageRows.ts`) and its position (`pos`), so stages
// that keep the order keep `pos` and stages that make rows number them anew — where a later
// stage needs that order (`pipelineOrderNeeds.ts`). Values, property names and paths are parameters; only fixed keywords and
// operators are written into the statement.

/** The compiled statement and how to read its rows. @internal */
export interface CompiledSqlPipeline {
  readonly query: RawBuilder<{ row: PipelineRow }>;
  finish(rows: readonly { row: PipelineRow }[]): readonly PipelineRow[];
}

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
  const { stages } = definition;
  const ordered = pipelineOrderNeeds(stages);
  // A first match filters the records where they are read: no row is built for the others, and
  // field indexes can answer it. The records stay records (`recordShape`) until a stage needs
  // their rows whole.
  const first = stages[0]?.type === 'match' ? stages[0] : undefined;
  const filter = first === undefined ? null : filterSql(first.filter, recordRowReader('r'), build);
  const ctes: RawBuilder<unknown>[] = [
    sql`s0 as (select r.data, r.id, r.created_at, ${positionSql(
      first === undefined ? ordered.source : ordered.stages[0]!,
      sql`r.created_at, r.id`,
    )} as pos
      from ${providerTableSql(definition.fromProviderId, build)} r
      where ${providerRecordsSql('r', definition.fromProviderId, build)}
      ${filter === null ? sql`` : sql`and ${filter}`})`,
  ];
  let shape = recordShape;
  for (let index = first === undefined ? 0 : 1; index < stages.length; index += 1) {
    const stage = stages[index]!;
    const prev = sql.id(`s${ctes.length - 1}`);
    const rows = stageReader('p', shape);
    let body: RawBuilder<unknown>;
    let next = plainShape;
    switch (stage.type) {
      case 'match': {
        const condition = filterSql(stage.filter, rows, build);
        body = sql`select ${carriedColumns('p', shape)}p.pos from ${prev} p
          ${condition === null ? sql`` : sql`where ${condition}`}`;
        next = shape;
        break;
      }
      case 'lookup': {
        const following = stages[index + 1];
        const then = stages[index + 2];
        if (unwindsLookup(stage, following) && then?.type === 'group') {
          // A lookup unwound at once whose rows only a group reads (nothing before a group is
          // numbered): the foreign records aggregated per join key before the join where that is
          // exact (`lookupPartialGroupSql.ts`), else the pairs carry the group's inputs, each
          // worked out on the side it reads.
          const inputs = checkedGroupInputs(then);
          const partial = lookupPartialGroupSql(stage, then, inputs, prev, shape, build);
          const pushed = partial?.source ?? lookupGroupInputsSql(stage, inputs, prev, shape, build);
          if (pushed !== undefined) {
            body = groupSql(then, inputs, pushed, build, partial?.aggregations);
            index += 2;
            break;
          }
        }
        if (unwindsLookup(stage, following)) {
          // A lookup unwound at once: each row with each match, no list built and taken apart.
          body = lookupUnwoundSql(stage, prev, shape, build, ordered.stages[index + 1]!);
          next = { ...shape, overlays: [...shape.overlays, stage.asPropertyName] };
          index += 1;
        } else body = lookupSql(stage, prev, shape, build);
        break;
      }
      case 'unwind':
        body = unwindSql(stage, prev, shape, ordered.stages[index]!);
        break;
      case 'sort':
        body = sortStageSql(stage, prev, shape, build);
        next = shape;
        break;
      case 'group': {
        const inputs = checkedGroupInputs(stage);
        body = groupSql(stage, inputs, groupSourceSql(inputs, prev, shape, build), build);
        break;
      }
      case 'union':
        body = unionSql(stage, prev, shape, build, ordered.stages[index]!);
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
// Keys

/**
 * The total order's key of a value, for places where lists and objects would be compared: the
 * class stops the statement for them (see {@link KEY_MARKER}).
 */
function guardedOrderKey(value: JsonbSql, build: SqlBuild): RawBuilder<unknown>[] {
  const [cls, ...rest] = orderKeySql(value, build.timeZone);
  const guarded = sql`(case when ${cls} >= 5 then ${keyStopSql(value)} else ${cls} end)`;
  return [guarded, ...rest];
}

// ---------------------------------------------------------------------------------------------
// Stages

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
      from (${keyed(sql`p.pos`, sql`${prev} p, ${itemsOf(mine)} as i(value)`)}) lk
      join (${keyed(
        sql`f.id`,
        sql`${table} f, ${itemsOf(theirs)} as i(value)
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

/** Steps into objects only (the conditions' rule and unwind's): anything else is missing. */
function strictStep(value: JsonbSql, name: string): JsonbSql {
  return sql`(case when jsonb_typeof(${value}) = 'object' then ${value} -> ${name}::text end)`;
}

function unwindSql(
  stage: UnwindStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  ordered: boolean,
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
  return sql`select ${row} as row, ${positionSql(ordered, sql`p.pos, u.n`)} as pos
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
  return sql`select ${carriedColumns('p', shape)}row_number() over (order by ${sql.join(
    keys,
  )}, p.pos) as pos
    from ${prev} p`;
}

/**
 * A group stage over the rows of `source`, a derived table `g` with its inputs' columns
 * (`groupInputs.ts`): by default worked out from the previous stage's rows
 * ({@link groupSourceSql}). Its aggregations read those columns (`groupAggregationSql.ts`), or are
 * given with a source they read (`lookupPartialGroupSql.ts`).
 */
function groupSql(
  stage: GroupStage,
  inputs: GroupInputs,
  source: RawBuilder<unknown>,
  build: SqlBuild,
  aggregated?: readonly GroupAggregation[],
): RawBuilder<unknown> {
  // Only the inputs' columns, not the rows, go on to be grouped. The grouping is by columns of a
  // fenced derived table: an expression written twice is not the same expression to PostgreSQL
  // once each copy has its own parameters, and PostgreSQL estimates the groups of an expression
  // as the product of its inputs' (a key's value and its kind: 40,000 groups) and then sorts the
  // rows instead of hashing them. The groups' aggregates (`a`) are one pass; their row is built
  // from them.
  const grouping: RawBuilder<unknown>[] = [];
  const grouped: RawBuilder<unknown>[] = [];
  const reported: RawBuilder<unknown>[] = [];
  const kinds: RawBuilder<unknown>[] = [];
  const ordering: RawBuilder<unknown>[] = [];
  const properties: RawBuilder<unknown>[] = [];
  stage.groupBy.forEach((entry, index) => {
    // Grouped by the key's equality key; the groups are put in order by the value they report,
    // which is equal to every value of its group.
    grouping.push(sql.ref(`g.k${index}`));
    grouped.push(sql`${sql.ref(`g.k${index}`)} as ${sql.id(`k${index}`)}`);
    grouped.push(sql`min(${sql.ref(`g.p${index}`)}) as ${sql.id(`p${index}`)}`);
    reported.push(
      sql`${reportedKeySql(sql.ref(`a.k${index}`), sql.ref(`a.p${index}`))} as ${sql.id(`r${index}`)}`,
    );
    const key = sql.ref(`b.r${index}`);
    kinds.push(sql`${kindOf(key)} as ${sql.id(`q${index}`)}`);
    ordering.push(...orderKeyOfKindSql(key, sql.ref(`b.q${index}`), build.timeZone));
    properties.push(sql`jsonb_build_object(${entry.propertyName}::text, ${key})`);
  });
  stage.aggregations.forEach((aggregation, index) => {
    const { value, when } = inputs.aggregations[index]!;
    const compiled =
      aggregated?.[index] ??
      groupAggregationSql(
        aggregation,
        value === undefined
          ? undefined
          : (suffix) => sql.ref(`g.${groupInputColumn(suffix, value)}`),
        when === undefined ? sql<boolean>`true` : sql.ref(`g.w${when}`),
        `c${index}`,
      );
    grouped.push(...compiled.aggregates);
    reported.push(sql`${compiled.result('a')} as ${sql.id(`c${index}`)}`);
    properties.push(
      sql`jsonb_build_object(${aggregation.propertyName}::text, ${sql.ref(`b.c${index}`)})`,
    );
  });
  const row = properties.length === 0 ? sql`'{}'::jsonb` : sql.join(properties, sql` || `);
  const answers = sql`(select ${sql.join([sql`1 as one`, ...reported])}`;
  if (grouping.length === 0) {
    // Without keys: one row for all the rows, even for none (an aggregate without GROUP BY).
    return sql`select ${row} as row, 1::bigint as pos
      from ${answers} from (select ${sql.join([sql`1 as one`, ...grouped])} from ${source}
        having true) a) b`;
  }
  // Grouped by hashing, never by sorting the rows: a constant of a type without an order
  // (`xid`) among the grouping columns leaves PostgreSQL no sorted grouping. Its estimates of
  // the JSONB expressions below made the two plans cost the same within its 1 % fuzz, and it then
  // took the sort (the cheaper start): 408,405 rows sorted, spilled to disk, for 100 groups.
  // The reported keys' kinds in a layer of their own, and each layer fenced: PostgreSQL would
  // otherwise write each key's expression into each place of the order keys that reads it, and
  // planning that grown expression took 60 ms (the pipeline benchmark) for 100 rows.
  return sql`select ${row} as row, row_number() over (order by ${sql.join(ordering)}) as pos
    from (select b.*, ${sql.join(kinds)}
      from ${answers} from (select ${sql.join(grouped)} from ${source}
        group by ${sql.join(grouping)}, '0'::xid) a offset 0) b offset 0) b`;
}

/**
 * A group's inputs worked out once per row of the previous stage (`groupInputs.ts`): the derived
 * table `g` {@link groupSql} reads. The conditions' fields are the row's properties (the engine's
 * general path).
 */
function groupSourceSql(
  inputs: GroupInputs,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
): RawBuilder<unknown> {
  const rows = stageReader('p', shape);
  const fields = { reader: rows, condition: (fieldId: string) => rows.path([fieldId]) };
  return sql`(${groupInputRowsSql(inputs, wholeGroupInputs(inputs), fields, sql`${prev} p`, build)}
    offset 0) g`;
}

/** Rejects a group the SQL compiler does not cover, and gives its inputs. */
function checkedGroupInputs(stage: GroupStage): GroupInputs {
  for (const entry of stage.groupBy) {
    if (entry.expression.type === 'dateFormat') {
      throw new SqlQueryUnsupportedError(
        'dateFormat group keys are not compiled to SQL yet (their tokens and zones)',
      );
    }
  }
  return groupInputs(stage);
}

/**
 * The value a group reports for a key from its equality key (`equalityKeySql`: its class's
 * letter first) and its least spelling (`groupInputs.ts`): null when empty, the JSON it spells
 * for a number or a boolean, else the text.
 */
function reportedKeySql(key: RawBuilder<unknown>, least: RawBuilder<unknown>): JsonbSql {
  return sql`(case when left(${key}, 1) = 'e' then 'null'::jsonb
    when left(${least}, 1) = '0' or left(${key}, 1) = 'b' then substr(${least}, 2)::jsonb
    else to_jsonb(substr(${least}, 2)) end)`;
}

function unionSql(
  stage: UnionStage,
  prev: RawBuilder<unknown>,
  shape: StageShape,
  build: SqlBuild,
  ordered: boolean,
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
      ${positionSql(ordered, sql`u.created_at, u.id`)} as pos
      from ${providerTableSql(source.fromProviderId, build)} u
      where ${providerRecordsSql('u', source.fromProviderId, build)}
      ${condition === null ? sql`` : sql`and ${condition}`}`);
  });
  return sql`select x.row, ${positionSql(ordered, sql`x.part, x.pos`)} as pos
    from (${sql.join(parts, sql` union all `)}) x`;
}
