/**
 * The role that owns `tenant_data_records`, the view requests read records through (migration
 * `0010_tenant_reads`). It cannot log in, no role is a member of it and it owns nothing else: its
 * only privilege, `select` on `data_records` past row-level security (a `select` policy for it
 * alone), is reachable only through that view, whose own condition is the tenant of the
 * transaction. PostgreSQL applies a view's table privileges and policies as its owner, so the
 * view's tenant condition is an ordinary condition there, not a policy's security barrier, and a
 * statement's filters on `data` can be answered from expression indexes.
 * @internal
 */
export const tenantReadsRole = 'tessera_tenant_reads';
