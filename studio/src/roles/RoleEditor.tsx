import { deleteRole, fetchRolePermissionEntities, type RoleRecord } from '@tessera/client';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { NameAndStatusFields } from '../common/NameAndStatusFields';
import { StatusBadge } from '../common/StatusBadge';
import { useAsyncResource } from '../common/useAsyncResource';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { grantHref } from './permissionCategories';
import { type ListedPermissions, RolePermissionsPanel } from './RolePermissionsPanel';
import { rolePaths } from './rolePaths';
import { useRoleEditor } from './useRoleEditor';
import { maxRoleNameLength } from './validateRoleDraft';

/**
 * The role form (spec 000 §2 settings.roles; spec 000 §3 Role): name and status, and the
 * role's permissions by category — special ones set here, the others shown where views and
 * processes grant them (`GET roles/{id}/permissionEntities`, spec 001 §7).
 */
export function RoleEditor({ initial }: { initial: RoleRecord | null }) {
  const { t } = useStudioTranslation();
  const { basePath } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const editor = useRoleEditor(initial);
  const message = useProblemMessage(editor.problems);
  const { draft, saved } = editor;
  const entities = useAsyncResource(saved?.id ?? '', (signal) =>
    saved === null
      ? Promise.resolve([])
      : fetchRolePermissionEntities(adapter, saved.id, { signal, skipErrorNotification: true }),
  );
  const listed: ListedPermissions =
    saved === null
      ? { status: 'new' }
      : entities.status === 'ready'
        ? { status: 'ready', entities: entities.value }
        : entities.status === 'failed'
          ? { status: 'failed', retry: entities.retry }
          : { status: 'loading' };

  const save = async () => {
    const stored = await editor.save();
    if (stored && initial === null) {
      replaceLocation(rolePaths.edit(basePath, stored.id), { replace: true });
    }
  };

  return (
    <>
      <EditorHeader
        texts="roles.editor"
        back={<BackLink href={rolePaths.list(basePath)}>{t('roles.editor.back')}</BackLink>}
        title={saved === null ? t('roles.editor.newTitle') : saved.name}
        description={
          saved !== null && (
            <StatusBadge status={saved.status}>{t(`roles.status.${saved.status}`)}</StatusBadge>
          )
        }
        deletion={{
          label: t('roles.list.delete'),
          confirm: { message: t('roles.list.deleteMessage', { name: saved?.name ?? '' }) },
          run: (role) => deleteRole(adapter, role.id),
          listHref: rolePaths.list(basePath),
        }}
        editor={editor}
        onSave={() => void save()}
        problem={message('general')}
      />

      <EditorSection title={t('roles.editor.general')}>
        <NameAndStatusFields
          texts="roles.editor"
          editor={editor}
          problem={message('name')}
          maxLength={maxRoleNameLength}
        />
      </EditorSection>

      <EditorSection
        title={t('roles.permissions.title')}
        description={t('roles.permissions.description')}
      >
        <RolePermissionsPanel
          special={draft.special}
          onSpecialChange={(special) => editor.change((current) => ({ ...current, special }))}
          listed={listed}
          hrefOf={(grant) => grantHref(grant, basePath)}
          onOpen={navigate}
        />
      </EditorSection>
    </>
  );
}
