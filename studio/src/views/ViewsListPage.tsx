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
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  CopyRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
  OpenRegular,
  TableRegular,
  TaskListLtrRegular,
} from '@fluentui/react-icons';
import {
  deleteViewDefinition,
  fetchViewDefinitions,
  type ViewDefinitionCollectionQuery,
  type ViewDefinitionItem,
} from '@tessera/client';
import { VIEW_TYPES, type ViewType } from '@tessera/engine';
import { RetryAlert, useConfirm } from '@tessera/ui';
import { type MouseEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../common/EmptyState';
import { isPlainClick } from '../common/isPlainClick';
import { ListPagination } from '../common/ListPagination';
import { PageHeader } from '../common/PageHeader';
import { useAsyncResource } from '../common/useAsyncResource';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { visuallyHidden } from '../common/visuallyHidden';
import { ProviderStatusBadge } from '../dataProviders/ProviderStatusBadge';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { viewAddress } from './viewAddress';
import { viewPaths } from './viewPaths';

type StatusFilter = 'all' | 'active' | 'inactive';

/** Spec 002 §9 "uniqueness 300 ms": the list asks once typing pauses as long. */
const searchDelayMs = 300;

const typeIcons: Record<ViewType, ReactElement> = {
  table: <TableRegular />,
  processes_inbox: <TaskListLtrRegular />,
};

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
  table: { minWidth: '720px' },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  nameCell: { fontWeight: tokens.fontWeightSemibold },
  type: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  address: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  actionsColumn: { width: '120px' },
  srOnly: visuallyHidden,
});

/**
 * The views list (spec 000 §2 settings.views; issue 8 "every list: search, sort, status filter,
 * pagination"): names searched on the server, sorted by name, the status filter, each view's
 * type and address; per view edit, open, copy (views/new with copyFromId) and delete.
 */
export function ViewsListPage() {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const { confirmDelete, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const query = useDebouncedValue(search.trim(), searchDelayMs);

  const request: ViewDefinitionCollectionQuery = {
    ...(status === 'all' ? {} : { filter: { status } }),
    sort: { name: descending ? 'desc' : 'asc' },
    pagination: { page, perPage },
    ...(query === '' ? {} : { query }),
  };
  const views = useAsyncResource(JSON.stringify(request), (signal) =>
    fetchViewDefinitions(adapter, request, { signal, skipErrorNotification: true }),
  );

  const filtered = query !== '' || status !== 'all';
  const open = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  const remove = async (view: ViewDefinitionItem) => {
    if (!(await confirmDelete({ itemName: view.name }))) return;
    // A failure raises the adapter's notification; the list stays as it was.
    await deleteViewDefinition(adapter, view.id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    if (views.status === 'ready') views.reload();
  };
  const newButton = (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />}>
          {t('views.list.new')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {VIEW_TYPES.map((type) => (
            <MenuItem
              key={type}
              icon={typeIcons[type]}
              onClick={() => navigate(viewPaths.new(basePath, type))}
            >
              {t(`views.types.${type}`)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );

  return (
    <>
      <PageHeader
        title={t('views.list.title')}
        description={t('views.list.description')}
        actions={newButton}
      />
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder={t('views.list.search')}
          aria-label={t('views.list.search')}
          value={search}
          onChange={(_, data) => {
            setSearch(data.value);
            setPage(1);
          }}
        />
        <Dropdown
          className={styles.status}
          aria-label={t('views.list.status')}
          value={status === 'all' ? t('views.list.allStatuses') : t(`views.status.${status}`)}
          selectedOptions={[status]}
          onOptionSelect={(_, data) => {
            setStatus(data.optionValue as StatusFilter);
            setPage(1);
          }}
        >
          <Option value="all">{t('views.list.allStatuses')}</Option>
          <Option value="active">{t('views.status.active')}</Option>
          <Option value="inactive">{t('views.status.inactive')}</Option>
        </Dropdown>
      </div>
      {views.status === 'failed' && (
        <RetryAlert title={t('views.list.loadFailed')} onRetry={views.retry} />
      )}
      {views.status === 'loading' && <Spinner size="small" label={common('common.loading')} />}
      {views.status === 'ready' && views.value.data.length === 0 && (
        <EmptyState
          icon={<TableRegular />}
          title={t(filtered ? 'views.list.noMatchesTitle' : 'views.list.emptyTitle')}
          message={t(filtered ? 'views.list.noMatchesMessage' : 'views.list.emptyMessage')}
          action={filtered ? undefined : newButton}
        />
      )}
      {views.status === 'ready' && views.value.data.length > 0 && (
        <>
          <div className={styles.card}>
            <Table className={styles.table} aria-label={t('views.list.title')} sortable>
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell
                    className={styles.headerCell}
                    sortable
                    sortDirection={descending ? 'descending' : 'ascending'}
                    onClick={() => setDescending((value) => !value)}
                  >
                    {t('views.list.name')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('views.list.type')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('views.list.address')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('views.list.status')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.actionsColumn}>
                    <span className={styles.srOnly}>{t('views.list.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {views.value.data.map((view) => {
                  const edit = viewPaths.edit(basePath, view.id);
                  const address = viewAddress(basePath, view.routeKey ?? view.id);
                  return (
                    <TableRow key={view.id}>
                      <TableCell className={styles.nameCell}>
                        <Link href={edit} onClick={open(edit)}>
                          {view.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <span className={styles.type}>
                          {typeIcons[view.type]}
                          {t(`views.types.${view.type}`)}
                        </span>
                      </TableCell>
                      <TableCell>
                        {view.routeKey ? (
                          <Text className={styles.address}>{address}</Text>
                        ) : (
                          <Text className={styles.muted}>{t('views.list.byId')}</Text>
                        )}
                      </TableCell>
                      <TableCell>
                        <ProviderStatusBadge status={view.status} />
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          <Button
                            appearance="subtle"
                            icon={<OpenRegular />}
                            as="a"
                            href={address}
                            target="_blank"
                            aria-label={`${t('views.editor.openView')}: ${view.name}`}
                            title={t('views.editor.openView')}
                          />
                          <Menu>
                            <MenuTrigger disableButtonEnhancement>
                              <Button
                                appearance="subtle"
                                icon={<MoreHorizontalRegular />}
                                aria-label={t('views.list.moreActions', { name: view.name })}
                              />
                            </MenuTrigger>
                            <MenuPopover>
                              <MenuList>
                                <MenuItem icon={<EditRegular />} onClick={() => navigate(edit)}>
                                  {t('views.list.edit')}
                                </MenuItem>
                                <MenuItem
                                  icon={<CopyRegular />}
                                  onClick={() =>
                                    navigate(viewPaths.new(basePath, view.type, view.id))
                                  }
                                >
                                  {t('views.list.copy')}
                                </MenuItem>
                                <MenuItem
                                  icon={<DeleteRegular />}
                                  onClick={() => void remove(view)}
                                >
                                  {t('views.list.delete')}
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
            page={views.value.meta.page}
            perPage={perPage}
            lastPage={views.value.meta.lastPage}
            total={views.value.meta.total}
            onPage={setPage}
            onPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </>
      )}
      {dialog}
    </>
  );
}
