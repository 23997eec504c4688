import { hasAnyRole, type ViewDefinition } from '@tessera/engine';
import type { ClientSummary, TenantContext } from '../access/requestContext';
import { hasClientFeature } from '../clients/clientFeatureFlags';

/** Who asks to open a view: an admin passes every role check (spec 002 §6). @internal */
export type ViewAudience = Pick<TenantContext, 'isAdmin' | 'roleIds'> & {
  readonly client: Pick<ClientSummary, 'enabledFeatures'>;
};

/**
 * Whether anyone, logged in or not, may open the view: a public table view of a client with the
 * `viewsPublic` feature (spec 000 §6: "views may be public, which needs the viewsPublic flag").
 * @internal
 */
export function isPublicView(
  view: ViewDefinition,
  client: Pick<ClientSummary, 'enabledFeatures'>,
): boolean {
  return view.type === 'table' && view.isPublic === true && hasClientFeature(client, 'viewsPublic');
}

/**
 * Whether a person may open a view (spec 002 §6, viewAccess / tableViewAccess): a public one,
 * or as an admin, or holding one of the view's roles.
 * @internal
 */
export function canOpenView(view: ViewDefinition, audience: ViewAudience): boolean {
  return (
    isPublicView(view, audience.client) ||
    audience.isAdmin ||
    hasAnyRole(view.roleIds, audience.roleIds)
  );
}

/**
 * Whether clicking a table view's rows opens something for this person (spec 002 §6,
 * tableViewRowClickAction): the view has a row click, the person is logged in (forms need a
 * person) and, when the row click names roles, holds one of them (admins always do).
 * @internal
 */
export function mayClickRows(
  view: ViewDefinition,
  audience: Pick<TenantContext, 'isAdmin' | 'roleIds'>,
  anonymous: boolean,
): boolean {
  if (view.type !== 'table' || view.rowClick === undefined || anonymous) return false;
  const { roleIds } = view.rowClick;
  return roleIds === undefined || audience.isAdmin || hasAnyRole(roleIds, audience.roleIds);
}
