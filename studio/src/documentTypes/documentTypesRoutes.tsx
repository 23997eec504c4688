import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { DocumentTypeEditorPage } from './DocumentTypeEditorPage';
import { DocumentTypesListPage } from './DocumentTypesListPage';

/**
 * The document types screens' routes under a settings base path (spec 000 §2: documentTypes),
 * for the settings `Switch` (which reads routes, not components, so this is a plain function).
 */
export function documentTypesRoutes(base: string): ReactElement[] {
  return [
    <Route key="documentTypes" path={`${base}/documentTypes`} component={DocumentTypesListPage} />,
    <Route key="documentTypes-new" path={`${base}/documentTypes/new`}>
      {() => <DocumentTypeEditorPage documentTypeId={null} />}
    </Route>,
    <Route key="documentTypes-edit" path={`${base}/documentTypes/:id/edit`}>
      {(params) => <DocumentTypeEditorPage key={params.id} documentTypeId={params.id} />}
    </Route>,
  ];
}
