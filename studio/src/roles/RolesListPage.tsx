import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldPersonRegular, ToggleLeftRegular, ToggleRightRegular } from '@fluentui/react-icons';
import { deleteRole, fetchRoles, type RoleRecord, saveRole } from '@tessera/client';
import { NewItemButton } from '../common/NewItemButton';
import { SettingsListPage } from '../common/SettingsListPage';
import { useSettingsList } from '../common/useSettingsList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { specialPermissionTypes } from './permissionCategories';
import { roleListQuery } from './roleListQuery';
import { rolePaths } from './rolePaths';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** The special permissions a role holds (spec 000 §2: users management, API access). */
function specialPermissions(role: RoleRecord) {
  return specialPermissionTypes.filter((type) =>
    role.permissions.some((permission) => permission.type === type),
  );
}

/**
 * The roles list (spec 000 §2 settings.roles; issue 8 "every list: search, sort, status filter,
 * pagination"): names searched on the server, sorted by name, filtered by status; each role
 * opens for editing, is switched on or off, or is deleted after a confirmation.
 */
export function RolesListPage() {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const list = useSettingsList({ nameField: 'name', query: roleListQuery, fetch: fetchRoles });
  // A failure raises the adapter's notification; the list stays as it was.
  const toggle = async (role: RoleRecord) => {
    await saveRole(adapter, {
      id: role.id,
      status: role.status === 'active' ? 'inactive' : 'active',
    });
    notifications.notify({ intent: 'success', title: 'notifications.success' });
    list.reload();
  };
  return (
    <SettingsListPage
      family="roles"
      list={list}
      emptyIcon={<ShieldPersonRegular />}
      newAction={<NewItemButton href={rolePaths.new(basePath)} label={t('roles.list.new')} />}
      tableMinWidth="640px"
      itemName={(role) => role.name}
      editHref={(role) => rolePaths.edit(basePath, role.id)}
      columns={[
        {
          key: 'special',
          header: t('roles.list.special'),
          muted: (role) => specialPermissions(role).length === 0,
          cell: (role) => {
            const special = specialPermissions(role);
            return special.length > 0 ? (
              <span className={styles.badges}>
                {special.map((type) => (
                  <Badge key={type} appearance="tint" color="brand">
                    {t(`roles.permissionTypes.${type}`)}
                  </Badge>
                ))}
              </span>
            ) : (
              t('roles.list.none')
            );
          },
        },
      ]}
      menuActions={(role) => [
        {
          key: 'toggle',
          label: t(role.status === 'active' ? 'roles.list.deactivate' : 'roles.list.activate'),
          icon: role.status === 'active' ? <ToggleLeftRegular /> : <ToggleRightRegular />,
          onClick: () => void toggle(role),
        },
      ]}
      onDelete={{
        label: t('roles.list.delete'),
        run: (role) => deleteRole(adapter, role.id),
        message: (role) => t('roles.list.deleteMessage', { name: role.name }),
      }}
    />
  );
}
