import { NUMBERED_RECORD_ID_PREFIX, type VirtualProviderPlan } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { pipelineRowsSql } from './compilePipelineSql';
import type { SqlBuild } from './compileQuerySql';
import { rowReader } from './pipelineStageRows';

// jsonb_build_object takes at most 100 arguments: 50 fields per call, the calls joined by `||`.
const FIELDS_PER_OBJECT = 50;

/**
 * A virtual provider's records as a derived table shaped like `data_records` (the engine's
 * `virtualRecords`, docs/virtual-providers.md): its pipeline's rows, each field read at its path
 * (missing: JSON null); ids and creation instants kept from source records, or rows numbered in
 * order. The tenant, provider and status columns are the constants every read holds.
 * @internal
 */
export function virtualTableSql(plan: VirtualProviderPlan, build: SqlBuild): RawBuilder<unknown> {
  const row = rowReader(sql`v.row`);
  const pairs = plan.fields.map(
    (field) => sql`${field.dbFieldName}::text, coalesce(${row.path(field.path)}, 'null'::jsonb)`,
  );
  const objects: RawBuilder<unknown>[] = [];
  for (let start = 0; start < pairs.length; start += FIELDS_PER_OBJECT) {
    objects.push(
      sql`jsonb_build_object(${sql.join(pairs.slice(start, start + FIELDS_PER_OBJECT))})`,
    );
  }
  const data = objects.length === 0 ? sql`'{}'::jsonb` : sql.join(objects, sql` || `);
  const id =
    plan.ids === 'source'
      ? sql`(v.row ->> '$id')::uuid`
      : sql`(${NUMBERED_RECORD_ID_PREFIX}::text
          || lpad(to_hex(row_number() over (order by v.pos)), 12, '0'))::uuid`;
  const createdAt =
    plan.ids === 'source' ? sql`(v.row ->> '$createdAt')::timestamptz` : sql`null::timestamptz`;
  return sql`(select ${build.scope.clientId}::uuid as client_id,
      ${plan.providerId}::uuid as provider_id, 'active'::text as status, ${id} as id,
      ${data} as data, ${createdAt} as created_at, null::uuid as created_by
    from (${pipelineRowsSql(plan.pipeline, build)}) v)`;
}
