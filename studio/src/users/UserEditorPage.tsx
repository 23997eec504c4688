import { fetchUsers } from '@tessera/client';
import { EditorPageLoader } from '../common/EditorPageLoader';
import { findItemById } from '../common/findItemById';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { UserEditor } from './UserEditor';
import { userPaths } from './userPaths';

/** The user form's page: a new user, or the stored one loaded first (`GET users` by id). */
export function UserEditorPage({ userId }: { userId: string | null }) {
  const { basePath } = useStudioPage();
  return (
    <EditorPageLoader
      itemKey={userId ?? ''}
      load={(signal) =>
        userId === null
          ? Promise.resolve(null)
          : findItemById((query, options) => fetchUsers(adapter, query, options), userId, {
              signal,
              skipErrorNotification: true,
            })
      }
      texts="users.editor"
      listHref={userPaths.list(basePath)}
    >
      {(user) => <UserEditor initial={user} />}
    </EditorPageLoader>
  );
}
