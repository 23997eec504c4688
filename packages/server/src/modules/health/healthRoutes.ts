import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database, DatabaseKind } from '../../database/database.types';

/**
 * The body of `GET /api/health`.
 * @public
 */
export interface HealthStatus {
  status: 'ok' | 'unavailable';
  database: DatabaseKind;
  version: string;
}

/**
 * `GET health`: ok only when the database answers, so load balancers and the quick start's
 * readiness check see a server that can actually serve.
 * @internal
 */
export function healthRoutes(api: FastifyInstance, database: Database, version: string): void {
  api.get(
    '/health',
    { config: { access: 'public' } },
    async (request, reply): Promise<HealthStatus> => {
      try {
        await sql`select 1`.execute(database.kysely);
        return { status: 'ok', database: database.kind, version };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        reply.code(503);
        return { status: 'unavailable', database: database.kind, version };
      }
    },
  );
}
