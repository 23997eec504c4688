import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { FormEditorPage } from './FormEditorPage';
import { FormsListPage } from './FormsListPage';

/**
 * The form screens' routes under a settings base path (spec 000 §2: forms — list; new with
 * optional copyFromFormId and providerId; {id}/edit), for the settings `Switch` (which reads
 * routes, not components, so this is a plain function).
 */
export function formsRoutes(base: string): ReactElement[] {
  return [
    <Route key="forms" path={`${base}/forms`} component={FormsListPage} />,
    <Route key="forms-new" path={`${base}/forms/new`}>
      {() => <FormEditorPage formId={null} />}
    </Route>,
    <Route key="forms-edit" path={`${base}/forms/:id/edit`}>
      {(params) => <FormEditorPage key={params.id} formId={params.id} />}
    </Route>,
  ];
}
