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
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  DatabaseRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
  TableSimpleRegular,
} from '@fluentui/react-icons';
import {
  type DataProviderCollectionQuery,
  type DataProviderItem,
  deleteDataProvider,
  fetchDataProviders,
} from '@tessera/client';
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
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { ProviderStatusBadge } from './ProviderStatusBadge';

type StatusFilter = 'all' | 'active' | 'inactive';

/** Spec 002 §9 "uniqueness 300 ms": the list asks once typing pauses as long. */
const searchDelayMs = 300;

const useStyles = makeStyles({
  srOnly: visuallyHidden,
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
    // A wide table scrolls inside its card instead of squeezing the side menu (its size does not
    // count towards the page's minimum width).
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
  nameCell: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  actionsColumn: { width: '120px' },
});

/**
 * The data providers list (spec 000 §2 settings.dataProviders.listing; issue 8 "every list:
 * search, sort, status filter, pagination"): names searched on the server, sorted by name, the
 * status filter over active and inactive providers, and per provider edit, browse and delete.
 */
export function DataProvidersListPage() {
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

  const request: DataProviderCollectionQuery = {
    ...(status === 'all' ? {} : { filter: { status } }),
    sort: { name: descending ? 'desc' : 'asc' },
    pagination: { page, perPage },
    ...(query === '' ? {} : { query }),
  };
  const providers = useAsyncResource(JSON.stringify(request), (signal) =>
    fetchDataProviders(adapter, request, { signal, skipErrorNotification: true }),
  );

  const filtered = query !== '' || status !== 'all';
  const open = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  const remove = async (provider: DataProviderItem) => {
    if (!(await confirmDelete({ itemName: provider.name }))) return;
    // A failure raises the adapter's notification; the list stays as it was.
    await deleteDataProvider(adapter, provider.id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    if (providers.status === 'ready') providers.reload();
  };
  const newButton = (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      as="a"
      href={dataProviderPaths.new(basePath)}
      onClick={open(dataProviderPaths.new(basePath))}
    >
      {t('dataProviders.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('dataProviders.list.title')}
        description={t('dataProviders.list.description')}
        actions={newButton}
      />
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder={t('dataProviders.list.search')}
          aria-label={t('dataProviders.list.search')}
          value={search}
          onChange={(_, data) => {
            setSearch(data.value);
            setPage(1);
          }}
        />
        <Dropdown
          className={styles.status}
          aria-label={t('dataProviders.list.status')}
          value={
            status === 'all'
              ? t('dataProviders.list.allStatuses')
              : t(`dataProviders.status.${status}`)
          }
          selectedOptions={[status]}
          onOptionSelect={(_, data) => {
            setStatus(data.optionValue as StatusFilter);
            setPage(1);
          }}
        >
          <Option value="all">{t('dataProviders.list.allStatuses')}</Option>
          <Option value="active">{t('dataProviders.status.active')}</Option>
          <Option value="inactive">{t('dataProviders.status.inactive')}</Option>
        </Dropdown>
      </div>
      {providers.status === 'failed' && (
        <RetryAlert title={t('dataProviders.list.loadFailed')} onRetry={providers.retry} />
      )}
      {providers.status === 'loading' && <Spinner size="small" label={common('common.loading')} />}
      {providers.status === 'ready' && providers.value.data.length === 0 && (
        <EmptyState
          icon={<DatabaseRegular />}
          title={t(
            filtered ? 'dataProviders.list.noMatchesTitle' : 'dataProviders.list.emptyTitle',
          )}
          message={t(
            filtered ? 'dataProviders.list.noMatchesMessage' : 'dataProviders.list.emptyMessage',
          )}
          action={filtered ? undefined : newButton}
        />
      )}
      {providers.status === 'ready' && providers.value.data.length > 0 && (
        <>
          <div className={styles.card}>
            <Table className={styles.table} aria-label={t('dataProviders.list.title')} sortable>
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell
                    className={styles.headerCell}
                    sortable
                    sortDirection={descending ? 'descending' : 'ascending'}
                    onClick={() => setDescending((value) => !value)}
                  >
                    {t('dataProviders.list.name')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('dataProviders.list.type')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('dataProviders.list.fields')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('dataProviders.list.status')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.actionsColumn}>
                    <span className={styles.srOnly}>{t('dataProviders.list.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {providers.value.data.map((provider) => {
                  const edit = dataProviderPaths.edit(basePath, provider.id);
                  const browse = dataProviderPaths.browse(basePath, provider.id);
                  return (
                    <TableRow key={provider.id}>
                      <TableCell className={styles.nameCell}>
                        <Link href={edit} onClick={open(edit)}>
                          {provider.name}
                        </Link>
                      </TableCell>
                      <TableCell>{t(`dataProviders.types.${provider.type}`)}</TableCell>
                      <TableCell className={styles.muted}>
                        {t('dataProviders.list.fieldCount', {
                          count: provider.config.fields.filter(
                            (field) => field.status !== 'deleted',
                          ).length,
                        })}
                      </TableCell>
                      <TableCell>
                        <ProviderStatusBadge status={provider.status} />
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          <Button
                            appearance="subtle"
                            icon={<TableSimpleRegular />}
                            as="a"
                            href={browse}
                            onClick={open(browse)}
                            aria-label={`${t('dataProviders.list.browse')}: ${provider.name}`}
                            title={t('dataProviders.list.browse')}
                          />
                          <Menu>
                            <MenuTrigger disableButtonEnhancement>
                              <Button
                                appearance="subtle"
                                icon={<MoreHorizontalRegular />}
                                aria-label={t('dataProviders.list.moreActions', {
                                  name: provider.name,
                                })}
                              />
                            </MenuTrigger>
                            <MenuPopover>
                              <MenuList>
                                <MenuItem icon={<EditRegular />} onClick={() => navigate(edit)}>
                                  {t('dataProviders.list.edit')}
                                </MenuItem>
                                <MenuItem
                                  icon={<TableSimpleRegular />}
                                  onClick={() => navigate(browse)}
                                >
                                  {t('dataProviders.list.browse')}
                                </MenuItem>
                                <MenuItem
                                  icon={<DeleteRegular />}
                                  onClick={() => void remove(provider)}
                                >
                                  {t('dataProviders.list.delete')}
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
            page={providers.value.meta.page}
            perPage={perPage}
            lastPage={providers.value.meta.lastPage}
            total={providers.value.meta.total}
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
