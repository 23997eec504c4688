import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { RoleEditorPage } from './RoleEditorPage';
import { RolesListPage } from './RolesListPage';

/**
 * The roles screens' routes under a settings base path (spec 000 §2: roles), for the settings
 * `Switch` (which reads routes, not components, so this is a plain function).
 */
export function rolesRoutes(base: string): ReactElement[] {
  return [
    <Route key="roles" path={`${base}/roles`} component={RolesListPage} />,
    <Route key="roles-new" path={`${base}/roles/new`}>
      {() => <RoleEditorPage roleId={null} />}
    </Route>,
    <Route key="roles-edit" path={`${base}/roles/:id/edit`}>
      {(params) => <RoleEditorPage key={params.id} roleId={params.id} />}
    </Route>,
  ];
}
