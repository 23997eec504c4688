import {
  Badge,
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
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
  ShieldPersonRegular,
  ToggleLeftRegular,
  ToggleRightRegular,
} from '@fluentui/react-icons';
import { deleteRole, fetchRoles, type RoleRecord, saveRole } from '@tessera/client';
import { RetryAlert, useConfirm } from '@tessera/ui';
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
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { StatusBadge } from '../users/StatusBadge';
import { useShownPage } from '../users/useShownPage';
import { specialPermissionTypes } from './permissionCategories';
import {
  initialRoleListState,
  isFilteredRoleList,
  type RoleListState,
  type RoleStatusFilter,
  roleListQuery,
  updateRoleListState,
} from './roleListQuery';
import { rolePaths } from './rolePaths';

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
  search: { width: '320px', maxWidth: '100%' },
  status: { minWidth: '180px' },
  card: {
    contain: 'inline-size',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
    marginBottom: tokens.spacingVerticalM,
  },
  table: { minWidth: '640px' },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  name: { fontWeight: tokens.fontWeightSemibold },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  actionsColumn: { width: '64px' },
  srOnly: visuallyHidden,
  refreshing: { marginLeft: 'auto' },
});

/**
 * The roles list (spec 000 §2 settings.roles; issue 8 "every list: search, sort, status filter,
 * pagination"): names searched on the server, sorted by name, filtered by status; each role
 * opens for editing, is switched on or off, or is deleted after a confirmation.
 */
export function RolesListPage() {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const { confirmDelete, dialog } = useConfirm();
  const [state, setState] = useState<RoleListState>(initialRoleListState);
  const search = useDebouncedValue(state.search, searchDelayMs);
  const request = roleListQuery({ ...state, search });
  const roles = useAsyncResource(JSON.stringify(request), (signal) =>
    fetchRoles(adapter, request, { signal, skipErrorNotification: true }),
  );
  const shown = useShownPage(roles);
  const list = shown.value;
  const change = (update: Partial<Omit<RoleListState, 'page'>>) =>
    setState((current) => updateRoleListState(current, update));
  const filtered = isFilteredRoleList(state);
  const reload = () => {
    if (roles.status === 'ready') roles.reload();
  };

  const open = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  // Failures below raise the adapter's notification; the list stays as it was.
  const toggle = async (role: RoleRecord) => {
    await saveRole(adapter, {
      id: role.id,
      status: role.status === 'active' ? 'inactive' : 'active',
    });
    notifications.notify({ intent: 'success', title: 'notifications.success' });
    reload();
  };
  const remove = async (role: RoleRecord) => {
    if (!(await confirmDelete({ message: t('roles.list.deleteMessage', { name: role.name }) }))) {
      return;
    }
    await deleteRole(adapter, role.id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    reload();
  };
  const newButton = (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      as="a"
      href={rolePaths.new(basePath)}
      onClick={open(rolePaths.new(basePath))}
    >
      {t('roles.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('roles.list.title')}
        description={t('roles.list.description')}
        actions={newButton}
      />
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder={t('roles.list.search')}
          aria-label={t('roles.list.search')}
          value={state.search}
          onChange={(_, data) => change({ search: data.value })}
        />
        <Dropdown
          className={styles.status}
          aria-label={t('roles.list.status')}
          value={
            state.status === 'all' ? t('roles.list.allStatuses') : t(`roles.status.${state.status}`)
          }
          selectedOptions={[state.status]}
          onOptionSelect={(_, data) => change({ status: data.optionValue as RoleStatusFilter })}
        >
          <Option value="all">{t('roles.list.allStatuses')}</Option>
          <Option value="active">{t('roles.status.active')}</Option>
          <Option value="inactive">{t('roles.status.inactive')}</Option>
        </Dropdown>
        {shown.refreshing && (
          <Spinner className={styles.refreshing} size="tiny" label={common('common.loading')} />
        )}
      </div>
      {roles.status === 'failed' && (
        <RetryAlert title={t('roles.list.loadFailed')} onRetry={roles.retry} />
      )}
      {list === null && roles.status === 'loading' && (
        <Spinner size="small" label={common('common.loading')} />
      )}
      {list !== null && list.data.length === 0 && (
        <EmptyState
          icon={<ShieldPersonRegular />}
          title={t(filtered ? 'roles.list.noMatchesTitle' : 'roles.list.emptyTitle')}
          message={t(filtered ? 'roles.list.noMatchesMessage' : 'roles.list.emptyMessage')}
          action={filtered ? undefined : newButton}
        />
      )}
      {list !== null && list.data.length > 0 && (
        <>
          <div className={styles.card}>
            <Table
              className={styles.table}
              aria-label={t('roles.list.title')}
              aria-busy={shown.refreshing}
              sortable
            >
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell
                    className={styles.headerCell}
                    sortDirection={state.direction === 'asc' ? 'ascending' : 'descending'}
                    onClick={() =>
                      change({ direction: state.direction === 'asc' ? 'desc' : 'asc' })
                    }
                  >
                    {t('roles.list.name')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('roles.list.special')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('roles.list.status')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.actionsColumn}>
                    <span className={styles.srOnly}>{t('roles.list.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.map((role) => {
                  const edit = rolePaths.edit(basePath, role.id);
                  const special = specialPermissionTypes.filter((type) =>
                    role.permissions.some((permission) => permission.type === type),
                  );
                  return (
                    <TableRow key={role.id}>
                      <TableCell>
                        <Link className={styles.name} href={edit} onClick={open(edit)}>
                          {role.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        {special.length > 0 ? (
                          <span className={styles.badges}>
                            {special.map((type) => (
                              <Badge key={type} appearance="tint" color="brand">
                                {t(`roles.permissionTypes.${type}`)}
                              </Badge>
                            ))}
                          </span>
                        ) : (
                          <Text className={styles.muted}>{t('roles.list.none')}</Text>
                        )}
                      </TableCell>
                      <TableCell>
                        <StatusBadge status={role.status}>
                          {t(`roles.status.${role.status}`)}
                        </StatusBadge>
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          <Menu>
                            <MenuTrigger disableButtonEnhancement>
                              <Button
                                appearance="subtle"
                                icon={<MoreHorizontalRegular />}
                                aria-label={t('roles.list.moreActions', { name: role.name })}
                              />
                            </MenuTrigger>
                            <MenuPopover>
                              <MenuList>
                                <MenuItem icon={<EditRegular />} onClick={() => navigate(edit)}>
                                  {t('roles.list.edit')}
                                </MenuItem>
                                <MenuItem
                                  icon={
                                    role.status === 'active' ? (
                                      <ToggleLeftRegular />
                                    ) : (
                                      <ToggleRightRegular />
                                    )
                                  }
                                  onClick={() => void toggle(role)}
                                >
                                  {t(
                                    role.status === 'active'
                                      ? 'roles.list.deactivate'
                                      : 'roles.list.activate',
                                  )}
                                </MenuItem>
                                <MenuItem
                                  icon={<DeleteRegular />}
                                  onClick={() => void remove(role)}
                                >
                                  {t('roles.list.delete')}
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
      {dialog}
    </>
  );
}
