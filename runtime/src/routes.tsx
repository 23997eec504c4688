import { Route, Switch } from 'wouter';
import { ClientHomePage } from './pages/ClientHomePage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { StartPage } from './pages/StartPage';

/**
 * The runtime's routes (spec §2). Client routes are prefixed with /{clientKey}; settings paths
 * belong to the studio, which the server serves instead of this app.
 */
export function RuntimeRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/auth/login" component={LoginPage} />
      <Route path="/:clientKey" component={ClientHomePage} />
      <Route path="/:clientKey/start" component={StartPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
