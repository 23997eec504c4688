import { Button, Spinner } from '@fluentui/react-components';
import { fetchRoles, isApiError, type RoleRecord } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { RoleEditor } from './RoleEditor';
import { rolePaths } from './rolePaths';

/** Marks a role id the client does not have, or has deleted. */
class RoleNotFound extends Error {}

/** The role form's page: a new role, or the stored one loaded first (`GET roles` by id). */
export function RoleEditorPage({ roleId }: { roleId: string | null }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const role = useAsyncResource<RoleRecord | null>(roleId ?? '', async (signal) => {
    if (roleId === null) return null;
    const found = await fetchRoles(
      adapter,
      { filter: { id: roleId } },
      { signal, skipErrorNotification: true },
    ).catch((error: unknown) => {
      // A malformed id is refused by the query's schema: no such role either.
      if (isApiError(error) && error.status === 422) return null;
      throw error;
    });
    const record = found?.data[0];
    if (record === undefined || record.status === 'deleted') throw new RoleNotFound();
    return record;
  });
  if (role.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (role.status === 'failed') {
    if (role.error instanceof RoleNotFound) {
      return (
        <PageAlert
          intent="warning"
          title={t('roles.editor.notFound')}
          action={
            <Button onClick={() => navigate(rolePaths.list(basePath))}>
              {t('roles.editor.backToList')}
            </Button>
          }
        />
      );
    }
    return <RetryAlert title={t('roles.editor.loadFailed')} onRetry={role.retry} />;
  }
  return <RoleEditor initial={role.value} />;
}
