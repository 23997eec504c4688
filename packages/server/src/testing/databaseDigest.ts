import { sql } from 'kysely';
import type { Database } from '../database/database.types';
import { runScoped } from '../database/scopedTransaction';

const volatileTables = new Set([
  'sessions',
  'rate_limits',
  'kysely_migration',
  'kysely_migration_lock',
]);

/**
 * A fingerprint of every row of every table (tenant tables read client by client through their
 * own scope, as row-level security requires), to show a request changed nothing. Sessions and
 * rate-limit counters are left out: logging in and being counted are not changes to data.
 * @internal
 */
export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string; tenant: boolean }>`
    select t.table_name as name,
      exists (select 1 from information_schema.columns c
              where c.table_schema = t.table_schema and c.table_name = t.table_name
                and c.column_name = 'client_id') as tenant
    from information_schema.tables t
    where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      -- A partition's rows are its table's (data_records): read there, as requests can.
      and not (select relispartition from pg_class
               where oid = to_regclass(quote_ident(t.table_name)))
    order by t.table_name
  `.execute(db.kysely);
  const clients = await runScoped(db.kysely, {}, (trx) =>
    trx.selectFrom('clients').select('id').orderBy('id').execute(),
  );
  const digest: Record<string, string> = {};
  for (const table of tables) {
    if (volatileTables.has(table.name)) continue;
    const scopes = table.tenant ? clients.map((client) => client.id) : [undefined];
    for (const clientId of scopes) {
      const { rows } = await runScoped(db.kysely, { clientId }, (trx) =>
        sql<{ digest: string | null }>`
          select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table.name)} t
        `.execute(trx),
      );
      digest[clientId === undefined ? table.name : `${table.name}@${clientId}`] =
        rows[0]?.digest ?? 'empty';
    }
  }
  return digest;
}
