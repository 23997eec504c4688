/**
 * The role that owns `tessera_session_membership` (migration `0015_session_membership`). It
 * cannot log in, no role is a member of it and it owns nothing else: it may read `sessions` and,
 * past row-level security (`select` policies for it alone), a client's memberships, role grants,
 * roles, live version and definitions counter — reachable only through that function, which
 * answers only for a live session of the user it names.
 * @internal
 */
export const membershipsRole = 'tessera_memberships';
