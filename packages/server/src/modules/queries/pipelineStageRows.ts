import { type RawBuilder, sql } from 'kysely';
import { createdAtSql, type SqlRowReader } from './compileQuerySql';
import { propertyNameSql } from './indexedLiterals';
import type { JsonbSql } from './sqlValueKind';

// The rows of a pipeline statement's stages (compilePipelineSql.ts): what a stage's CTE holds
// for the row it stands for, how later stages read it by query paths, and the row built whole.

/**
 * What a stage's CTE holds besides `pos`. Its base: a record's `data`, `id` and `created_at`
 * (`record`: the row is {@link recordRowSql}, built only where a row is needed whole, so stages
 * that read a few properties never copy the record's data into a new JSONB value), else a JSONB
 * object `row`. Then properties set on the row but kept in columns of their own (`o0`, `o1`, … in
 * this order), so a stage that adds one to every row (a lookup unwound at once) does not copy
 * the row to do so, and readers take it from its column. The row a stage stands for is the base
 * with `{o0's name: o0}`, … set ({@link wholeRowSql}).
 * @internal
 */
export interface StageShape {
  readonly record: boolean;
  readonly overlays: readonly string[];
}

/** A CTE of JSONB rows. @internal */
export const plainShape: StageShape = { record: false, overlays: [] };

/** A CTE of records as they are read. @internal */
export const recordShape: StageShape = { record: true, overlays: [] };

/**
 * The columns a stage that keeps its rows carries over from `alias` (the base and the overlays,
 * under their own names), each followed by a comma.
 * @internal
 */
export function carriedColumns(alias: string, shape: StageShape): RawBuilder<unknown> {
  const base = shape.record ? ['data', 'id', 'created_at'] : ['row'];
  const names = [...base, ...shape.overlays.map((_, index) => `o${index}`)];
  return sql.join(
    names.map((name) => sql`${sql.ref(`${alias}.${name}`)}, `),
    sql``,
  );
}

/** The row a stage's CTE row named `alias` stands for: its base with the overlays set. @internal */
export function wholeRowSql(alias: string, shape: StageShape): JsonbSql {
  let row: JsonbSql = shape.record ? recordRowSql(alias) : sql.ref(`${alias}.row`);
  shape.overlays.forEach((name, index) => {
    row = sql`(${row} || jsonb_build_object(${name}::text, ${sql.ref(`${alias}.o${index}`)}))`;
  });
  return row;
}

/** Reads the rows of a stage's CTE named `alias` by query paths (see {@link rowReader}). @internal */
export function stageReader(alias: string, shape: StageShape): SqlRowReader {
  const base = shape.record ? recordRowReader(alias) : rowReader(sql.ref(`${alias}.row`));
  return {
    path(path) {
      const [first, ...rest] = path;
      const at = first === undefined ? -1 : shape.overlays.lastIndexOf(first);
      if (at < 0) return base.path(path);
      let value: JsonbSql = sql.ref(`${alias}.o${at}`);
      for (const name of rest) value = laxStep(value, name);
      return value;
    },
  };
}

/**
 * Reads a record (a row named `alias` with the columns `data`, `id` and `created_at`) by query
 * paths as {@link rowReader} reads its row ({@link recordRowSql}), without building the row:
 * properties straight from `data` (named as literals, so field indexes can answer filters on
 * them), `$id` and `$createdAt` from their columns.
 * @internal
 */
export function recordRowReader(alias: string): SqlRowReader {
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
 * A record's row: its data with `$id` and, when known, `$createdAt` (the engine's `recordRow`).
 * @internal
 */
export function recordRowSql(alias: string): JsonbSql {
  const created = sql.ref(`${alias}.created_at`);
  const id = sql`jsonb_build_object('$id', ${sql.ref(`${alias}.id`)}::text)`;
  return sql`(${sql.ref(`${alias}.data`)} || case when ${created} is null then ${id}
    else ${id} || jsonb_build_object('$createdAt', ${createdAtSql(created)}) end)`;
}

/**
 * One step of a query path (the engine's `readProperty`): an object's own property; a list read
 * item by item, the values found collected and lists among them giving their items (the lax
 * JSON path `$[*]."name"[*]`, the name a parameter); anything else: missing.
 * @internal
 */
export function laxStep(value: JsonbSql, name: string): JsonbSql {
  const path = `lax $[*].${JSON.stringify(name)}[*]`;
  return sql`(case jsonb_typeof(${value}) when 'object' then ${value} -> ${name}::text
    when 'array' then jsonb_path_query_array(${value}, ${path}::jsonpath) end)`;
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
 * A stage's `pos` for its rows: numbered in `order` where a later stage's order needs it
 * (`pipelineOrderNeeds.ts`), else 0 for every row — numbering sorts the rows.
 * @internal
 */
export function positionSql(ordered: boolean, order: RawBuilder<unknown>): RawBuilder<unknown> {
  return ordered ? sql`row_number() over (order by ${order})` : sql`0::bigint`;
}
