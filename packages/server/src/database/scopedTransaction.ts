import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { appRole } from './appRole';
import { rememberBackend } from './backendCancellation';
import type { DatabaseTables } from './databaseTables';
import { backendProbe, deferredStatement } from './statementPipeline';

/**
 * What a scoped transaction may see. `clientId` opens one tenant's rows; `userId` the person's
 * own memberships across clients; `loginTokenHash` (hex) the one login link being redeemed.
 * @internal
 */
export interface ScopeSettings {
  readonly clientId?: string;
  readonly userId?: string;
  readonly loginTokenHash?: string;
}

/** The scope's statement, written once: every transaction of every request sends it. */
const scopeStatement = `${deferredStatement} select
  set_config('role', $1, true),
  set_config('jit', 'off', true),
  set_config('work_mem', '32MB', true),
  set_config('app.client_id', $2, true),
  set_config('app.user_id', $3, true),
  set_config('app.login_token_hash', $4, true)`;

/**
 * Runs `work` in a transaction as the restricted {@link appRole} with the scope's settings set
 * for that transaction only (`set local`, `set_config(..., true)`), so a pooled connection never
 * carries one request's tenant into the next. Every query a request makes goes through here.
 * Given a transaction, it scopes that one instead, from here to its end (the seed does this to
 * hold its advisory lock around the scoped writes).
 * @internal
 */
export function runScoped<T>(
  kysely: Kysely<DatabaseTables>,
  settings: ScopeSettings,
  work: (trx: Transaction<DatabaseTables>) => Promise<T>,
): Promise<T> {
  const scoped = async (trx: Transaction<DatabaseTables>) => {
    // One statement; set_config('role', ..., true) is `set local role` (as PostgREST does it).
    // No JIT: the queries' value expressions look costly to the planner, which then spends
    // hundreds of milliseconds compiling a statement that runs in tens (the queries benchmark).
    // 32 MB of work memory: a filter answered from a field index collects the passing records
    // in a bitmap of their pages; past `work_mem` (4 MB by default, ~50,000 pages of wide JSONB
    // rows) it keeps whole pages instead, and every record on them is tested again — at
    // 1,000,000 records that made a count 1.5× slower (the queries benchmark, README).
    // Deferred: nothing reads its answer, so on PostgreSQL it leaves with `begin` and the work's
    // first statement in one write (`StatementPipeline`), and fails that statement if it fails.
    await trx.executeQuery(
      CompiledQuery.raw(scopeStatement, [
        appRole,
        settings.clientId ?? '',
        settings.userId ?? '',
        settings.loginTokenHash ?? '',
      ]),
    );
    // Which backend runs the transaction, for `runCancellable`: the pool knows it, so no round
    // trip; none on PGlite (one session in this thread, nothing to cancel).
    const { rows } = await trx.executeQuery<{ pid: number }>(CompiledQuery.raw(backendProbe));
    const pid = rows[0]?.pid;
    if (pid !== undefined) rememberBackend(trx, pid);
    return work(trx);
  };
  if (kysely.isTransaction) return scoped(kysely as Transaction<DatabaseTables>);
  return kysely.transaction().execute(scoped);
}
