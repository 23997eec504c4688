import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ClientScriptsTable, DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import type { ClientScript, ClientScriptInput, PageScript } from './clientScript.types';

type Row = Selectable<ClientScriptsTable>;

function toClientScript(
  row: Pick<Row, 'id' | 'name' | 'src' | 'content' | 'status'>,
): ClientScript {
  return {
    id: row.id,
    name: row.name,
    ...(row.src === null ? {} : { src: row.src }),
    ...(row.content === null ? {} : { content: row.content }),
    status: row.status,
  };
}

const columns = ['id', 'name', 'src', 'content', 'status'] as const;

/**
 * The client's scripts in their order, inside a request's scoped transaction.
 * @internal
 */
export async function listClientScripts(
  trx: Transaction<DatabaseTables>,
  clientId: string,
): Promise<ClientScript[]> {
  const rows = await trx
    .selectFrom('client_scripts')
    .select(columns)
    .where('client_id', '=', clientId)
    .orderBy('position')
    .execute();
  return rows.map(toClientScript);
}

/**
 * Replaces the client's scripts with `items`, in that order. An item keeps its id when it names
 * one of the client's scripts; any other id is ignored and the script gets a new one.
 * @internal
 */
export async function replaceClientScripts(
  trx: Transaction<DatabaseTables>,
  clientId: string,
  items: readonly ClientScriptInput[],
): Promise<ClientScript[]> {
  const existing = new Set(
    (
      await trx
        .selectFrom('client_scripts')
        .select('id')
        .where('client_id', '=', clientId)
        .execute()
    ).map((row) => row.id),
  );
  await trx.deleteFrom('client_scripts').where('client_id', '=', clientId).execute();
  if (items.length > 0) {
    await trx
      .insertInto('client_scripts')
      .values(
        items.map((item, position) => ({
          client_id: clientId,
          ...(item.id !== undefined && existing.has(item.id) ? { id: item.id } : {}),
          name: item.name,
          src: item.src ?? null,
          content: item.content ?? null,
          status: item.status ?? 'active',
          position,
        })),
      )
      .execute();
  }
  return listClientScripts(trx, clientId);
}

/**
 * The active scripts of a client, as its pages and its config carry them.
 * @internal
 */
export async function listPageScripts(
  trx: Transaction<DatabaseTables>,
  clientId: string,
): Promise<PageScript[]> {
  return (await listClientScripts(trx, clientId))
    .filter((script) => script.status === 'active')
    .map(({ status: _status, ...script }) => script);
}

/**
 * {@link listPageScripts} in its own scoped transaction: a page is served before anyone logs in.
 * @internal
 */
export function activePageScripts(
  kysely: Kysely<DatabaseTables>,
  clientId: string,
): Promise<PageScript[]> {
  return runScoped(kysely, { clientId }, (trx) => listPageScripts(trx, clientId));
}
