import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { NotAvailableYetPage } from '../pages/NotAvailableYetPage';
import { UserEditorPage } from './UserEditorPage';
import { UsersListPage } from './UsersListPage';

function UserImportNotAvailable() {
  const { t } = useStudioTranslation();
  return <NotAvailableYetPage entry="users" title={t('users.import.title')} />;
}

/**
 * The users screens' routes under a settings base path (spec 000 §2: users, users/import), for
 * the settings `Switch` (which reads routes, not components, so this is a plain function).
 */
export function usersRoutes(base: string): ReactElement[] {
  return [
    <Route key="users" path={`${base}/users`} component={UsersListPage} />,
    <Route key="users-new" path={`${base}/users/new`}>
      {() => <UserEditorPage userId={null} />}
    </Route>,
    <Route key="users-import" path={`${base}/users/import`} component={UserImportNotAvailable} />,
    <Route key="users-edit" path={`${base}/users/:id/edit`}>
      {(params) => <UserEditorPage key={params.id} userId={params.id} />}
    </Route>,
  ];
}
