import { sql, type Transaction } from 'kysely';
import type { DatabaseTables, RecordStatus } from '../../database/databaseTables';
import type { RequestProblem } from '../../http/requestValidation';

// Arbitrary constant naming the advisory lock every client write takes.
const clientWriteLockId = 7_411_004;

/**
 * Serialises client writes until the transaction ends, so a uniqueness check and the write it
 * guards cannot interleave with another's (no unique index can say "no domain twice across
 * arrays").
 * @internal
 */
export async function lockClientWrites(trx: Transaction<DatabaseTables>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${clientWriteLockId})`.execute(trx);
}

/** A client as it will be after a write, for {@link findClientConflicts}. @internal */
export interface ClientCandidate {
  readonly key: string;
  readonly name: string;
  readonly domains: readonly string[];
  readonly status: RecordStatus;
}

/**
 * What would clash with another client: the key (unique among *all* clients, deleted ones too:
 * an old link or bookmark must never lead into a different tenant), the name (unique among
 * active clients, exact), any domain (unique among clients that are not deleted: a domain picks
 * the client on every page load). Call under {@link lockClientWrites}.
 * @returns `{ path, message }` problems for a 422; empty when there is no clash.
 * @internal
 */
export async function findClientConflicts(
  trx: Transaction<DatabaseTables>,
  candidate: ClientCandidate,
  exceptId: string | undefined,
): Promise<RequestProblem[]> {
  const others = trx
    .selectFrom('clients')
    .where('id', 'is distinct from', exceptId ?? null)
    .limit(1);
  const problems: RequestProblem[] = [];
  const sameKey = await others.select('id').where('key', '=', candidate.key).executeTakeFirst();
  if (sameKey !== undefined) {
    problems.push({ path: '/key', message: 'is already used by another client' });
  }
  if (candidate.status === 'active') {
    const sameName = await others
      .select('id')
      .where('name', '=', candidate.name)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (sameName !== undefined) {
      problems.push({ path: '/name', message: 'is already used by another active client' });
    }
  }
  if (candidate.status !== 'deleted') {
    for (const [index, domain] of candidate.domains.entries()) {
      const holder = await others
        .select('key')
        .where('status', '<>', 'deleted')
        .where('domains', '@>', sql<string[]>`array[${domain}]::text[]`)
        .executeTakeFirst();
      if (holder !== undefined) {
        problems.push({
          path: `/domains/${index}`,
          message: `is already used by client "${holder.key}"`,
        });
      }
    }
  }
  return problems;
}
