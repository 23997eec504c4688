/**
 * Special permission types a role grants (spec 001 §3.19).
 * @public
 */
export const permissionTypes = ['usersManagement', 'userApiAccess'] as const;

/** @public */
export type PermissionType = (typeof permissionTypes)[number];

/**
 * Who may call a route. Every `/api` route declares one in `config.access`; a route without it
 * stops the server from starting (deny by default).
 * - `public`: anyone, logged in or not.
 * - `authenticated`: any live session; the client is resolved when the request names one.
 * - `member`: a live session and a client the user belongs to (super admins: any client).
 * - `admin`: a client_admin of that client, or a super admin.
 * - `superAdmin`: super admins only.
 * - `{ permission }`: an admin, or a member holding a role with that permission.
 * @public
 */
export type RouteAccess =
  | 'public'
  | 'authenticated'
  | 'member'
  | 'admin'
  | 'superAdmin'
  | { readonly permission: PermissionType };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
