import {
  Button,
  Dropdown,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Option,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  EditRegular,
  MoreHorizontalRegular,
  PeopleRegular,
  PersonAddRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
} from '@fluentui/react-icons';
import { fetchUsers, getFullName, type RoleRecord, type UserRecord } from '@tessera/client';
import { LetterAvatar, RetryAlert } from '@tessera/ui';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../common/EmptyState';
import { isPlainClick } from '../common/isPlainClick';
import { ListPagination } from '../common/ListPagination';
import { PageHeader } from '../common/PageHeader';
import { useAsyncResource } from '../common/useAsyncResource';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { visuallyHidden } from '../common/visuallyHidden';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { StatusBadge } from './StatusBadge';
import {
  initialUserListState,
  isFilteredUserList,
  toggleUserSort,
  type UserListState,
  type UserSortField,
  type UserStatusFilter,
  updateUserListState,
  userListQuery,
} from './userListQuery';
import { userPaths } from './userPaths';
import { useShownPage } from './useShownPage';
import { useUserActivation } from './useUserActivation';

/** Spec 002 §9 "uniqueness 300 ms": the list asks once typing pauses as long. */
const searchDelayMs = 300;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { width: '360px', maxWidth: '100%' },
  status: { minWidth: '180px' },
  card: {
    // A wide table scrolls inside its card instead of squeezing the side menu.
    contain: 'inline-size',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
    marginBottom: tokens.spacingVerticalM,
  },
  table: { minWidth: '760px' },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  name: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  roles: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  actionsColumn: { width: '64px' },
  srOnly: visuallyHidden,
  refreshing: { marginLeft: 'auto' },
});

/**
 * The users list (spec 000 §2 settings.users.listing; issue 8 "users: list with search and
 * status filter"): searched by name or e-mail, filtered by status, sorted by name or e-mail,
 * paged on the server; each user opens for editing or is (de)activated after a confirmation.
 */
export function UsersListPage() {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const activation = useUserActivation();
  const [state, setState] = useState<UserListState>(initialUserListState);
  const search = useDebouncedValue(state.search, searchDelayMs);
  const request = userListQuery({ ...state, search });
  const users = useAsyncResource(JSON.stringify(request), (signal) =>
    fetchUsers(adapter, request, { signal, skipErrorNotification: true }),
  );
  const shown = useShownPage(users);
  const list = shown.value;
  const change = (update: Partial<Omit<UserListState, 'page'>>) =>
    setState((current) => updateUserListState(current, update));
  const filtered = isFilteredUserList(state);
  const roleNames = (user: UserRecord, roles: readonly RoleRecord[]) =>
    user.roleIds
      .map((id) => roles.find((role) => role.id === id)?.name)
      .filter((name): name is string => name !== undefined)
      .sort((a, b) => a.localeCompare(b));

  const open = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  const toggle = async (user: UserRecord) => {
    if ((await activation.toggle(user)) !== null && users.status === 'ready') users.reload();
  };
  const sortDirection = (field: UserSortField) =>
    state.sort.field === field
      ? state.sort.direction === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;
  const newButton = (
    <Button
      appearance="primary"
      icon={<PersonAddRegular />}
      as="a"
      href={userPaths.new(basePath)}
      onClick={open(userPaths.new(basePath))}
    >
      {t('users.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('users.list.title')}
        description={t('users.list.description')}
        actions={newButton}
      />
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder={t('users.list.search')}
          aria-label={t('users.list.search')}
          title={t('users.list.searchHint')}
          value={state.search}
          onChange={(_, data) => change({ search: data.value })}
        />
        <Dropdown
          className={styles.status}
          aria-label={t('users.list.status')}
          value={
            state.status === 'all' ? t('users.list.allStatuses') : t(`users.status.${state.status}`)
          }
          selectedOptions={[state.status]}
          onOptionSelect={(_, data) => change({ status: data.optionValue as UserStatusFilter })}
        >
          <Option value="all">{t('users.list.allStatuses')}</Option>
          <Option value="active">{t('users.status.active')}</Option>
          <Option value="inactive">{t('users.status.inactive')}</Option>
        </Dropdown>
        {shown.refreshing && (
          <Spinner className={styles.refreshing} size="tiny" label={common('common.loading')} />
        )}
      </div>
      {users.status === 'failed' && (
        <RetryAlert title={t('users.list.loadFailed')} onRetry={users.retry} />
      )}
      {list === null && users.status === 'loading' && (
        <Spinner size="small" label={common('common.loading')} />
      )}
      {list !== null && list.data.length === 0 && (
        <EmptyState
          icon={<PeopleRegular />}
          title={t(filtered ? 'users.list.noMatchesTitle' : 'users.list.emptyTitle')}
          message={t(filtered ? 'users.list.noMatchesMessage' : 'users.list.emptyMessage')}
          action={filtered ? undefined : newButton}
        />
      )}
      {list !== null && list.data.length > 0 && (
        <>
          <div className={styles.card}>
            <Table
              className={styles.table}
              aria-label={t('users.list.title')}
              aria-busy={shown.refreshing}
              sortable
            >
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell
                    className={styles.headerCell}
                    sortDirection={sortDirection('fullName')}
                    onClick={() => setState((current) => toggleUserSort(current, 'fullName'))}
                  >
                    {t('users.list.name')}
                  </TableHeaderCell>
                  <TableHeaderCell
                    className={styles.headerCell}
                    sortDirection={sortDirection('email')}
                    onClick={() => setState((current) => toggleUserSort(current, 'email'))}
                  >
                    {t('users.list.email')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('users.list.type')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('users.list.roles')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('users.list.status')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.actionsColumn}>
                    <span className={styles.srOnly}>{t('users.list.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.map((user) => {
                  const edit = userPaths.edit(basePath, user.id);
                  const fullName = getFullName(user.personalDetails);
                  const roles = roleNames(user, list.relations.roles ?? []);
                  return (
                    <TableRow key={user.id}>
                      <TableCell>
                        <TableCellLayout
                          media={<LetterAvatar name={fullName || user.email} size={28} />}
                        >
                          <Link className={styles.name} href={edit} onClick={open(edit)}>
                            {fullName || t('users.list.noName')}
                          </Link>
                        </TableCellLayout>
                      </TableCell>
                      <TableCell>{user.email}</TableCell>
                      <TableCell>{t(`users.types.${user.type}`)}</TableCell>
                      <TableCell className={styles.roles}>
                        {roles.length > 0 ? (
                          roles.join(', ')
                        ) : (
                          <Text className={styles.muted}>{t('users.list.noRoles')}</Text>
                        )}
                      </TableCell>
                      <TableCell>
                        <StatusBadge status={user.status}>
                          {t(`users.status.${user.status}`)}
                        </StatusBadge>
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          <Menu>
                            <MenuTrigger disableButtonEnhancement>
                              <Button
                                appearance="subtle"
                                icon={<MoreHorizontalRegular />}
                                aria-label={t('users.list.moreActions', {
                                  name: fullName || user.email,
                                })}
                              />
                            </MenuTrigger>
                            <MenuPopover>
                              <MenuList>
                                <MenuItem icon={<EditRegular />} onClick={() => navigate(edit)}>
                                  {t('users.list.edit')}
                                </MenuItem>
                                <MenuItem
                                  icon={
                                    user.status === 'active' ? (
                                      <PersonProhibitedRegular />
                                    ) : (
                                      <PersonAvailableRegular />
                                    )
                                  }
                                  onClick={() => void toggle(user)}
                                >
                                  {t(
                                    user.status === 'active'
                                      ? 'users.list.deactivate'
                                      : 'users.list.activate',
                                  )}
                                </MenuItem>
                              </MenuList>
                            </MenuPopover>
                          </Menu>
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
          <ListPagination
            page={list.meta.page}
            perPage={state.perPage}
            lastPage={list.meta.lastPage}
            total={list.meta.total}
            onPage={(page) => setState((current) => ({ ...current, page }))}
            onPerPage={(perPage) => change({ perPage })}
          />
        </>
      )}
      {activation.dialog}
    </>
  );
}
