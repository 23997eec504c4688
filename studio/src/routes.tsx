import { buildSettingsMenu, PageLoader, type SettingsEntryKey } from '@tessera/ui';
import { Route, Switch } from 'wouter';
import { applicationVersionsRoutes } from './applicationVersions/applicationVersionsRoutes';
import { ClientSettingsPage } from './clientSettings/ClientSettingsPage';
import { clientsRoutes } from './clients/clientsRoutes';
import { DataProviderBrowsePage } from './dataProviders/DataProviderBrowsePage';
import { DataProviderEditorPage } from './dataProviders/DataProviderEditorPage';
import { DataProvidersListPage } from './dataProviders/DataProvidersListPage';
import { documentTypesRoutes } from './documentTypes/documentTypesRoutes';
import { formsRoutes } from './forms/formsRoutes';
import { useStudioTranslation } from './i18n/useStudioTranslation';
import { LayoutPage } from './layout/LayoutPage';
import { availableScreens } from './navigation/studioScreens';
import { NotAvailableYetPage } from './pages/NotAvailableYetPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SettingsHomePage } from './pages/SettingsHomePage';
import { SettingsNotFoundPage } from './pages/SettingsNotFoundPage';
import { ProcessEditorPage } from './processes/ProcessEditorPage';
import { ProcessesListPage } from './processes/ProcessesListPage';
import { rolesRoutes } from './roles/rolesRoutes';
import { SettingsFrame } from './shell/SettingsFrame';
import { useStudioPage } from './shell/StudioPageContext';
import { usersRoutes } from './users/usersRoutes';
import { ViewEditorPage } from './views/ViewEditorPage';
import { ViewsListPage } from './views/ViewsListPage';

function RecordImportNotAvailable() {
  const { t } = useStudioTranslation();
  return <NotAvailableYetPage entry="dataProviders" title={t('dataProviders.import.title')} />;
}

/**
 * The settings screens of a client, under its base path. An entry of the spec's settings list
 * whose screen this version lacks leads to a "not available yet" page — if the user may see the
 * entry at all (its feature flag, the users-management permission): otherwise page not found.
 */
function SettingsScreens() {
  const { basePath: base, user, client, data } = useStudioPage();
  if (data === null) return <PageLoader />;
  const entries = buildSettingsMenu({
    user,
    client,
    externalIntegrationsEnabled: data.config?.externalIntegrationsEnabled ?? false,
  });
  const pending = entries
    .map((entry) => entry.key)
    .filter((key) => !availableScreens.includes(key));
  const allowed = (key: SettingsEntryKey) => entries.some((entry) => entry.key === key);
  return (
    <Switch>
      <Route path={base} component={SettingsHomePage} />
      {allowed('dataProviders') && [
        <Route key="list" path={`${base}/dataProviders`} component={DataProvidersListPage} />,
        <Route key="new" path={`${base}/dataProviders/new`}>
          {() => <DataProviderEditorPage providerId={null} />}
        </Route>,
        <Route key="edit" path={`${base}/dataProviders/:id/edit`}>
          {(params) => <DataProviderEditorPage key={params.id} providerId={params.id} />}
        </Route>,
        <Route key="browse" path={`${base}/dataProviders/:id/browse`}>
          {(params) => <DataProviderBrowsePage key={params.id} providerId={params.id} />}
        </Route>,
        <Route key="import" path={`${base}/dataProviders/:id/import`}>
          {() => <RecordImportNotAvailable />}
        </Route>,
      ]}
      {allowed('views') && [
        <Route key="views" path={`${base}/views`} component={ViewsListPage} />,
        <Route key="views-new" path={`${base}/views/new`}>
          {() => <ViewEditorPage viewId={null} />}
        </Route>,
        <Route key="views-edit" path={`${base}/views/:id/edit`}>
          {(params) => <ViewEditorPage key={params.id} viewId={params.id} />}
        </Route>,
      ]}
      {allowed('forms') && formsRoutes(base)}
      {allowed('layout') && <Route path={`${base}/layout`} component={LayoutPage} />}
      {allowed('processes') && [
        <Route key="processes" path={`${base}/processes`} component={ProcessesListPage} />,
        <Route key="processes-new" path={`${base}/processes/new`}>
          {() => <ProcessEditorPage processId={null} />}
        </Route>,
        <Route key="processes-edit" path={`${base}/processes/:id/edit`}>
          {(params) => <ProcessEditorPage key={params.id} processId={params.id} />}
        </Route>,
      ]}
      {allowed('users') && usersRoutes(base)}
      {allowed('roles') && rolesRoutes(base)}
      {allowed('applicationVersions') && applicationVersionsRoutes(base)}
      {allowed('clients') && clientsRoutes(base)}
      {allowed('documentTypes') && documentTypesRoutes(base)}
      {allowed('clientSettings') && (
        <Route path={`${base}/clientSettings`} component={ClientSettingsPage} />
      )}
      {pending.map((key) => (
        <Route key={key} path={`${base}/${key}/*?`}>
          {() => <NotAvailableYetPage entry={key} />}
        </Route>
      ))}
      <Route component={SettingsNotFoundPage} />
    </Switch>
  );
}

/**
 * The studio's routes (spec 000 §2, settings.*): under /{clientKey}/settings, or /settings when
 * the app runs under a client's own domain. One frame (guard, client, shell) for every settings
 * screen, so moving between them keeps the shell.
 */
export function StudioRoutes() {
  return (
    <Switch>
      <Route path="/settings/*?">
        {() => <SettingsFrame clientKey={null}>{() => <SettingsScreens />}</SettingsFrame>}
      </Route>
      <Route path="/:clientKey/settings/*?">
        {(params) => (
          <SettingsFrame key={params.clientKey} clientKey={params.clientKey}>
            {() => <SettingsScreens />}
          </SettingsFrame>
        )}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
