import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { verifySessionToken } from '../auth/sessionToken';
import { loadPrincipal } from './loadPrincipal';
import type { SessionPrincipal } from './requestContext';
import { resolveTenant, type TenantResolution } from './resolveTenant';
import type { ClientSelector } from './selectedClient';

/** Who is calling, and in which client. @internal */
export interface Authentication {
  readonly principal: SessionPrincipal;
  readonly tenant: TenantResolution;
}

/**
 * Authenticates a request from `Authorization: Bearer <token>` and resolves its client, in one
 * read-only transaction of one statement (session, user, the selected client, and the membership
 * with its roles, the client's live version and definitions counter) after the transaction's
 * scope, which leaves with it: every API call pays this, so it is one write, not several.
 * @returns undefined for a missing, malformed, forged, expired or revoked token.
 * @internal
 */
export function authenticate(
  kysely: Kysely<DatabaseTables>,
  secret: Uint8Array,
  authorization: string | undefined,
  selector: ClientSelector,
  log: FastifyBaseLogger,
): Promise<Authentication | undefined> {
  return authenticateThen(kysely, secret, authorization, selector, log, async (found) => found);
}

/**
 * {@link authenticate}, then `work` in the same transaction, which is read only: when the client
 * resolved, `trx` is already scoped to it and the user exactly as `tenant.run` scopes a
 * transaction of its own (the principal's statement left it so), so a public route that tells
 * people from visitors itself (the view routes) reads its data without a second transaction and
 * its `begin`, scope and `commit`. `work` must not write: PostgreSQL refuses it.
 * @returns undefined, without running `work`, for a missing, malformed, forged, expired or
 * revoked token.
 * @internal
 */
export async function authenticateThen<T>(
  kysely: Kysely<DatabaseTables>,
  secret: Uint8Array,
  authorization: string | undefined,
  selector: ClientSelector,
  log: FastifyBaseLogger,
  work: (authentication: Authentication, trx: Transaction<DatabaseTables>) => Promise<T>,
): Promise<T | undefined> {
  const token = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  if (token === undefined) return undefined;
  const claims = await verifySessionToken(token, secret);
  if (claims === undefined) return undefined;
  // Read only: PostgreSQL refuses a write in it, so its commit cannot fail for what it did, and
  // the pool sends that commit with the connection's next statements (`StatementPipeline`).
  return kysely
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      const calling = await loadPrincipal(trx, claims, selector);
      if (calling === undefined) return undefined;
      const tenant = resolveTenant(kysely, calling, log);
      return work({ principal: calling.principal, tenant }, trx);
    });
}
