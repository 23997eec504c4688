import { ChunkErrorBoundary, lazyPage, PageLoader } from '@tessera/ui';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ClientHomePage } from './pages/ClientHomePage';
import { HomePage } from './pages/HomePage';
import { LoginByTokenPage } from './pages/LoginByTokenPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegisterPage } from './pages/RegisterPage';
import { StartPage } from './pages/StartPage';

// The public calculator (with ECharts) is its own chunk: a signed-in user never downloads it.
const PvCalculatorPage = lazyPage(
  () => import('./pvCalculator/PvCalculatorPage'),
  'PvCalculatorPage',
);

/**
 * The runtime's routes (spec §2). Client routes are prefixed with /{clientKey}; settings paths
 * belong to the studio, which the server serves instead of this app.
 */
export function RuntimeRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/auth/login" component={LoginPage} />
      <Route path="/auth/register" component={RegisterPage} />
      <Route path="/auth/loginByToken" component={LoginByTokenPage} />
      {/* pv_calculator: public, simple layout. Before /:clientKey, which would take its path. */}
      <Route path="/pv-calculator">
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <PvCalculatorPage />
          </Suspense>
        </ChunkErrorBoundary>
      </Route>
      <Route path="/:clientKey" component={ClientHomePage} />
      <Route path="/:clientKey/start" component={StartPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
