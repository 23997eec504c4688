import { Button, Spinner } from '@fluentui/react-components';
import { fetchUsers, isApiError, type UserRecord } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { UserEditor } from './UserEditor';
import { userPaths } from './userPaths';

/** Marks a user id the client does not have (the collection answers no rows for it). */
class UserNotFound extends Error {}

/** The user form's page: a new user, or the stored one loaded first (`GET users` by id). */
export function UserEditorPage({ userId }: { userId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const user = useAsyncResource<UserRecord | null>(userId ?? '', async (signal) => {
    if (userId === null) return null;
    const found = await fetchUsers(
      adapter,
      { filter: { id: userId } },
      { signal, skipErrorNotification: true },
    ).catch((error: unknown) => {
      // A malformed id is refused by the query's schema: no such user either.
      if (isApiError(error) && error.status === 422) return null;
      throw error;
    });
    const record = found?.data[0];
    if (record === undefined) throw new UserNotFound();
    return record;
  });
  if (user.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (user.status === 'failed') {
    if (user.error instanceof UserNotFound) {
      return (
        <PageAlert
          intent="warning"
          title={t('users.editor.notFound')}
          action={
            <Button onClick={() => navigate(userPaths.list(basePath))}>
              {t('users.editor.backToList')}
            </Button>
          }
        />
      );
    }
    return <RetryAlert title={t('users.editor.loadFailed')} onRetry={user.retry} />;
  }
  return <UserEditor initial={user.value} />;
}
