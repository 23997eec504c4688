import {
  PeopleRegular,
  PersonAddRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
} from '@fluentui/react-icons';
import { fetchUsers, getFullName, type RoleRecord, type UserRecord } from '@tessera/client';
import { LetterAvatar } from '@tessera/ui';
import { NewItemButton } from '../common/NewItemButton';
import { SettingsListPage } from '../common/SettingsListPage';
import { useSettingsList } from '../common/useSettingsList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioPage } from '../shell/StudioPageContext';
import { userListQuery } from './userListQuery';
import { userPaths } from './userPaths';
import { useUserActivation } from './useUserActivation';

/** An e-mail address that wraps after its `@` rather than anywhere in a narrow column. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The names of the user's roles, alphabetically. */
function roleNames(user: UserRecord, roles: readonly RoleRecord[]): string[] {
  return user.roleIds
    .map((id) => roles.find((role) => role.id === id)?.name)
    .filter((name): name is string => name !== undefined)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The users list (spec 000 §2 settings.users.listing; issue 8 "users: list with search and
 * status filter"): searched by name or e-mail, filtered by status, sorted by name or e-mail,
 * paged on the server; each user opens for editing or is (de)activated after a confirmation.
 */
export function UsersListPage() {
  const { t } = useStudioTranslation();
  const { basePath } = useStudioPage();
  const activation = useUserActivation();
  const list = useSettingsList({
    nameField: 'fullName',
    query: userListQuery,
    fetch: fetchUsers,
  });
  const rolesOf = (user: UserRecord) => roleNames(user, list.shown?.relations.roles ?? []);
  const toggle = async (user: UserRecord) => {
    if ((await activation.toggle(user)) !== null) list.reload();
  };
  return (
    <SettingsListPage
      family="users"
      list={list}
      emptyIcon={<PeopleRegular />}
      newAction={
        <NewItemButton
          href={userPaths.new(basePath)}
          label={t('users.list.new')}
          icon={<PersonAddRegular />}
        />
      }
      searchHint={t('users.list.searchHint')}
      tableMinWidth="760px"
      itemName={(user) => getFullName(user.personalDetails) || user.email}
      nameText={(user) => getFullName(user.personalDetails) || t('users.list.noName')}
      nameMedia={(user) => (
        <LetterAvatar name={getFullName(user.personalDetails) || user.email} size={28} />
      )}
      editHref={(user) => userPaths.edit(basePath, user.id)}
      columns={[
        {
          key: 'email',
          header: t('users.list.email'),
          sortField: 'email',
          cell: (user) => <EmailAddress email={user.email} />,
        },
        {
          key: 'type',
          header: t('users.list.type'),
          cell: (user) => t(`users.types.${user.type}`),
        },
        {
          key: 'roles',
          header: t('users.list.roles'),
          muted: (user) => rolesOf(user).length === 0,
          cell: (user) => {
            const roles = rolesOf(user);
            return roles.length > 0 ? roles.join(', ') : t('users.list.noRoles');
          },
        },
      ]}
      menuActions={(user) => [
        {
          key: 'toggle',
          label: t(user.status === 'active' ? 'users.list.deactivate' : 'users.list.activate'),
          icon: user.status === 'active' ? <PersonProhibitedRegular /> : <PersonAvailableRegular />,
          onClick: () => void toggle(user),
        },
      ]}
    >
      {activation.dialog}
    </SettingsListPage>
  );
}
