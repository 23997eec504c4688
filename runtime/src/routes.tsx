import { Route, Switch } from 'wouter';
import { ClientHomePage } from './pages/ClientHomePage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { StartPage } from './pages/StartPage';
import { PvCalculatorPage } from './pvCalculator/PvCalculatorPage';

/**
 * The runtime's routes (spec §2). Client routes are prefixed with /{clientKey}; settings paths
 * belong to the studio, which the server serves instead of this app.
 */
export function RuntimeRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/auth/login" component={LoginPage} />
      {/* pv_calculator: public, simple layout. Before /:clientKey, which would take its path. */}
      <Route path="/pv-calculator">
        <PvCalculatorPage />
      </Route>
      <Route path="/:clientKey" component={ClientHomePage} />
      <Route path="/:clientKey/start" component={StartPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
