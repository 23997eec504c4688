import {
  compilePipeline,
  type PipelineDefinition,
  type PipelineRow,
  type QueryCompileOptions,
} from '@tessera/engine';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { pipelineRowsSql, withPipelineErrors } from './compilePipelineSql';
import { createSqlBuild, type SqlQueryContext } from './compileQuerySql';
import { pageLimitSql } from './pageLimitSql';

/** A page of a pipeline's rows by number. @internal */
export interface PipelinePage {
  readonly page: number;
  readonly perPage: number;
}

/** The rows of one page and how many rows the pipeline gives in all. @internal */
export interface PipelinePageRows {
  readonly rows: readonly PipelineRow[];
  readonly total: number;
}

/**
 * One page of a pipeline's rows in the pipeline's order, and the count of all of them, from one
 * statement that runs the pipeline once (a materialised CTE counted and paged): a designer
 * checking a pipeline over a large provider gets a page of rows to read property names from
 * instead of every row. A page past the end has no rows and the same total.
 * @internal
 */
export async function runPipelinePageSql(
  trx: Transaction<DatabaseTables>,
  definition: PipelineDefinition,
  run: SqlQueryContext,
  page: PipelinePage,
  options?: QueryCompileOptions,
): Promise<PipelinePageRows> {
  compilePipeline(definition, options);
  const rows = pipelineRowsSql(definition, createSqlBuild(run));
  const offset = (page.page - 1) * page.perPage;
  const statement = sql<{ row: PipelineRow | null; total: string | number }>`
    with t as materialized (${rows})
    select p.row, c.total from (select count(*) as total from t) c
    left join lateral (select t.row, t.pos from t order by t.pos
      ${pageLimitSql(page.perPage, offset)}) p on true
    order by p.pos`;
  const result = await withPipelineErrors(() => statement.execute(trx));
  const first = result.rows[0];
  return {
    rows: result.rows.flatMap(({ row }) => (row === null ? [] : [row])),
    total: first === undefined ? 0 : Number(first.total),
  };
}
