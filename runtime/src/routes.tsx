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
// The form screens bring every field plugin's inputs: their own chunk too.
const FormPage = lazyPage(() => import('./forms/FormPage'), 'FormPage');
// Views (tables, inboxes) are their own chunk too.
const ViewPage = lazyPage(() => import('./views/ViewPage'), 'ViewPage');

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
      {/* forms.new and forms.enter (spec 000 §2). */}
      <Route path="/:clientKey/forms/:formId/new">
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <FormPage mode="new" />
          </Suspense>
        </ChunkErrorBoundary>
      </Route>
      <Route path="/:clientKey/forms/:formId/enter">
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <FormPage mode="enter" />
          </Suspense>
        </ChunkErrorBoundary>
      </Route>
      {/* views.show (spec 000 §2): guest permission, the view decides. */}
      <Route path="/:clientKey/views/:routeKeyOrViewId">
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <ViewPage />
          </Suspense>
        </ChunkErrorBoundary>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
