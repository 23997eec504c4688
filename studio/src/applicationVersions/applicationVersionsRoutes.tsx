import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ApplicationVersionsListPage } from './ApplicationVersionsListPage';

/**
 * The application versions screen's route under a settings base path (spec 000 §2:
 * applicationVersions), for the settings `Switch`.
 */
export function applicationVersionsRoutes(base: string): ReactElement[] {
  return [
    <Route
      key="applicationVersions"
      path={`${base}/applicationVersions`}
      component={ApplicationVersionsListPage}
    />,
  ];
}
