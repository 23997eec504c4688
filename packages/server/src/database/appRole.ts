/**
 * The PostgreSQL role every request's queries run as (`set local role`). It owns nothing, cannot
 * log in and cannot bypass row-level security, so a query that forgot its tenant still sees only
 * the rows of the client named in `app.client_id`. Migrations and the first-start seed run as the
 * connecting user, which owns the tables.
 * @public
 */
export const appRole = 'tessera_app';
