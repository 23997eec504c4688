import { fetchRoles } from '@tessera/client';
import { EditorPageLoader } from '../common/EditorPageLoader';
import { findItemById } from '../common/findItemById';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { RoleEditor } from './RoleEditor';
import { rolePaths } from './rolePaths';

/** The role form's page: a new role, or the stored one loaded first (`GET roles` by id). */
export function RoleEditorPage({ roleId }: { roleId: string | null }) {
  const { basePath } = useStudioPage();
  return (
    <EditorPageLoader
      itemKey={roleId ?? ''}
      load={(signal) =>
        roleId === null
          ? Promise.resolve(null)
          : findItemById((query, options) => fetchRoles(adapter, query, options), roleId, {
              signal,
              skipErrorNotification: true,
            })
      }
      texts="roles.editor"
      listHref={rolePaths.list(basePath)}
    >
      {(role) => <RoleEditor initial={role} />}
    </EditorPageLoader>
  );
}
