import { Route, Switch } from 'wouter';
import { NotFoundPage } from './pages/NotFoundPage';
import { SettingsHomePage } from './pages/SettingsHomePage';
import { SettingsNotFoundPage } from './pages/SettingsNotFoundPage';

/**
 * The studio's routes (spec §2, settings.*): under /{clientKey}/settings, or /settings when the app
 * runs under a client's own domain. The designer screens arrive in later releases.
 */
export function StudioRoutes() {
  return (
    <Switch>
      <Route path="/settings">{() => <SettingsHomePage clientKey={null} />}</Route>
      <Route path="/settings/*">{() => <SettingsNotFoundPage clientKey={null} />}</Route>
      <Route path="/:clientKey/settings">
        {(params) => <SettingsHomePage clientKey={params.clientKey} />}
      </Route>
      <Route path="/:clientKey/settings/*">
        {(params) => <SettingsNotFoundPage clientKey={params.clientKey} />}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
