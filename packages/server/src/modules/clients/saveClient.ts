import type { Kysely } from 'kysely';
import type { DatabaseTables, RecordStatus } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { notFound } from '../../http/httpError';
import { invalidRequest, type RequestProblem } from '../../http/requestValidation';
import type { SessionPrincipal } from '../access/requestContext';
import { type ClientItem, clientItemColumns, toClientItem } from './clientItem';
import type { ClientSettings } from './clientSettings';
import { createClient } from './createClient';
import { findClientConflicts, lockClientWrites } from './findClientConflicts';

/** The body of `PUT clients` after validation and defaults. @internal */
export interface NewClientBody {
  readonly key: string;
  readonly name: string;
  readonly domains: readonly string[];
  readonly enabledFeatures: Readonly<Record<string, boolean>>;
  readonly settings: ClientSettings;
}

/** The body of `PUT clients/{id}`: only what changes. @internal */
export interface ClientChangesBody {
  readonly key?: string;
  readonly name?: string;
  readonly domains?: readonly string[];
  readonly enabledFeatures?: Readonly<Record<string, boolean>>;
  readonly settings?: Partial<ClientSettings>;
  readonly status?: RecordStatus;
}

/**
 * Domains as stored: lower case, each once. A domain named twice in one body is a problem of
 * that body rather than a silent merge.
 */
function normaliseDomains(domains: readonly string[]): {
  domains: string[];
  problems: RequestProblem[];
} {
  const seen = new Set<string>();
  const problems: RequestProblem[] = [];
  domains.forEach((domain, index) => {
    const lower = domain.toLowerCase();
    if (seen.has(lower)) problems.push({ path: `/domains/${index}`, message: 'is listed twice' });
    seen.add(lower);
  });
  return { domains: [...seen], problems };
}

/**
 * Creates a client for a super admin: checks key, name and domains under the client write lock,
 * creates it with its live v1 ({@link createClient}), makes the creator its client_admin and
 * records the creation in the client's audit log, all in one transaction.
 * @throws 422 with one problem per clash.
 * @internal
 */
export async function createClientAsSuperAdmin(
  kysely: Kysely<DatabaseTables>,
  principal: SessionPrincipal,
  body: NewClientBody,
): Promise<ClientItem> {
  const { domains, problems } = normaliseDomains(body.domains);
  const clientId = await runScoped(kysely, {}, async (trx) => {
    await lockClientWrites(trx);
    const clashes = await findClientConflicts(
      trx,
      { key: body.key, name: body.name, domains, status: 'active' },
      undefined,
    );
    if (problems.length + clashes.length > 0) throw invalidRequest([...problems, ...clashes]);
    return createClient(trx, { ...body, domains }, async (scoped, newClientId) => {
      await scoped
        .insertInto('client_users')
        .values({ client_id: newClientId, user_id: principal.userId, type: 'client_admin' })
        .execute();
      await scoped
        .insertInto('audit_events')
        .values({
          client_id: newClientId,
          actor_user_id: principal.userId,
          action: 'client.created',
          details: JSON.stringify({ key: body.key, name: body.name, domains }),
        })
        .execute();
    });
  });
  return readClient(kysely, clientId);
}

/**
 * Applies an edit to a client (a super admin's, or a client admin's settings-only edit): named fields replace, `enabledFeatures` and
 * `settings` merge key by key. Uniqueness is checked for the result; the change (each field's
 * old and new value) is written to the client's audit log in the same transaction.
 * @throws 404 for an unknown client, 422 with one problem per clash.
 * @internal
 */
export async function updateClient(
  kysely: Kysely<DatabaseTables>,
  principal: SessionPrincipal,
  id: string,
  changes: ClientChangesBody,
): Promise<ClientItem> {
  await runScoped(kysely, { clientId: id }, async (trx) => {
    await lockClientWrites(trx);
    const current = await trx
      .selectFrom('clients')
      .select(clientItemColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (current === undefined) throw notFound('Client not found');
    const { domains, problems } = normaliseDomains(changes.domains ?? current.domains);
    const next = {
      key: changes.key ?? current.key,
      name: changes.name ?? current.name,
      domains,
      enabled_features: { ...current.enabled_features, ...changes.enabledFeatures },
      settings: { ...current.settings, ...changes.settings },
      status: changes.status ?? current.status,
    };
    const clashes = await findClientConflicts(trx, next, id);
    if (problems.length + clashes.length > 0) throw invalidRequest([...problems, ...clashes]);

    const changed = Object.fromEntries(
      (Object.keys(next) as (keyof typeof next)[])
        .filter((field) => JSON.stringify(current[field]) !== JSON.stringify(next[field]))
        .map((field) => [field, { from: current[field], to: next[field] }]),
    );
    if (Object.keys(changed).length === 0) return;
    await trx
      .updateTable('clients')
      .set({
        key: next.key,
        name: next.name,
        domains: next.domains,
        enabled_features: JSON.stringify(next.enabled_features),
        settings: JSON.stringify(next.settings),
        status: next.status,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('audit_events')
      .values({
        client_id: id,
        actor_user_id: principal.userId,
        action: 'client.updated',
        details: JSON.stringify({ changes: changed }),
      })
      .execute();
  });
  return readClient(kysely, id);
}

async function readClient(kysely: Kysely<DatabaseTables>, id: string): Promise<ClientItem> {
  const row = await runScoped(kysely, {}, (trx) =>
    trx.selectFrom('clients').select(clientItemColumns).where('id', '=', id).executeTakeFirst(),
  );
  if (row === undefined) throw notFound('Client not found');
  return toClientItem(row, true);
}
