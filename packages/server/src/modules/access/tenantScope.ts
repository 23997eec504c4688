const minted = new WeakSet<object>();

/**
 * Proof that the auth layer decided this request may act in this client. Repositories of tenant
 * tables take one; only {@link mintTenantScope}, called by the access guard after checking the
 * session and the membership, creates them.
 * @public
 */
export interface TenantScope {
  readonly clientId: string;
  /** The acting user. */
  readonly userId: string;
}

/** @internal */
export function mintTenantScope(clientId: string, userId: string): TenantScope {
  const scope = Object.freeze({ clientId, userId });
  minted.add(scope);
  return scope;
}

/**
 * Throws unless `scope` came from {@link mintTenantScope}: a hand-made `{ clientId }` object
 * cannot open a tenant's rows.
 * @internal
 */
export function assertTenantScope(scope: TenantScope): void {
  if (!minted.has(scope)) throw new Error('tenant scope was not created by the access guard');
}
