import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ClientEditorPage } from './ClientEditorPage';
import { ClientsListPage } from './ClientsListPage';

/**
 * The clients screens' routes under a settings base path (spec 000 §2: clients), for the
 * settings `Switch` (which reads routes, not components, so this is a plain function).
 */
export function clientsRoutes(base: string): ReactElement[] {
  return [
    <Route key="clients" path={`${base}/clients`} component={ClientsListPage} />,
    <Route key="clients-new" path={`${base}/clients/new`}>
      {() => <ClientEditorPage clientId={null} />}
    </Route>,
    <Route key="clients-edit" path={`${base}/clients/:id/edit`}>
      {(params) => <ClientEditorPage key={params.id} clientId={params.id} />}
    </Route>,
  ];
}
