import type { TenantContext } from '../access/requestContext';
import { hasClientFeature } from '../clients/clientFeatureFlags';

/**
 * Whether the request may see and choose versions other than the live one (spec 000 §6,
 * canSelectVersion): admins only, and only when the client has the applicationVersions feature.
 * Everyone else works with the live version alone, as if no other existed.
 * @public
 */
export function canSelectVersion(tenant: Pick<TenantContext, 'isAdmin' | 'client'>): boolean {
  return tenant.isAdmin && hasClientFeature(tenant.client, 'applicationVersions');
}
