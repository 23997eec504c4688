import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { principalOf } from '../access/requestContext';
import type { TenantScope } from '../access/tenantScope';

/** The request header naming a save's idempotency key. @internal */
export const idempotencyKeyHeader = 'idempotency-key';

/** How long a key's answer is replayed: a retry comes within seconds, a day is generous. @internal */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** What a save answers: replayed as it was for a retry. @internal */
export interface SaveAnswer<T> {
  readonly statusCode: number;
  readonly body: T;
}

/**
 * Runs a save at most once per `Idempotency-Key` (per user and client): the first request's answer
 * is stored in the same transaction as its writes, and a retry with the same key and the same
 * request gets that answer back without writing anything again. A request reusing a key for
 * something else is refused (422); concurrent retries wait for the first (an advisory lock on the
 * key), so two of them never both write. Saves that fail store nothing: their retry runs again.
 * Without the header the save simply runs.
 * @internal
 */
export async function idempotentResponse<T>(
  request: FastifyRequest,
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  save: () => Promise<SaveAnswer<T>>,
): Promise<SaveAnswer<T>> {
  const header = request.headers[idempotencyKeyHeader];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return save();
  if (key.length === 0 || key.length > 200) {
    throw invalidRequest([
      { path: `headers:/${idempotencyKeyHeader}`, message: 'must be 1 to 200 characters' },
    ]);
  }
  const userId = principalOf(request).userId;
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  await sql`select pg_advisory_xact_lock(hashtextextended(${`tessera.idempotency:${scope.clientId}:${userId}:${key}`}, 0))`.execute(
    trx,
  );
  const stored = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response', 'created_at'])
    .where('client_id', '=', scope.clientId)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  const fresh =
    stored !== undefined && Date.now() - stored.created_at.getTime() < idempotencyKeyLifetimeMs;
  if (fresh) {
    if (stored.request_hash !== requestHash) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different request; use a new key for a new save',
        'idempotencyKeyReused',
      );
    }
    return { statusCode: stored.status_code, body: stored.response as T };
  }
  const answer = await save();
  const row = {
    request_hash: requestHash,
    status_code: answer.statusCode,
    response: JSON.stringify(answer.body),
    created_at: new Date(),
  };
  await trx
    .insertInto('idempotency_keys')
    .values({ client_id: scope.clientId, user_id: userId, key, ...row })
    .onConflict((conflict) => conflict.columns(['client_id', 'user_id', 'key']).doUpdateSet(row))
    .execute();
  return answer;
}
