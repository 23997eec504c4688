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
  DeleteRegular,
  EditRegular,
  FlowchartRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import {
  deleteProcessSettings,
  fetchProcessSettingsPage,
  type ProcessSettingsCollectionQuery,
  type ProcessSummary,
  type RecordStatus,
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
import { ProviderStatusBadge } from '../dataProviders/ProviderStatusBadge';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { NewProcessButton } from './NewProcessButton';
import { processPaths } from './processPaths';

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
    contain: 'inline-size',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
    marginBottom: tokens.spacingVerticalM,
  },
  table: { minWidth: '560px' },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  nameCell: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  actionsColumn: { width: '72px' },
});

/**
 * The processes list (spec 000 §2 settings.processes; issue 8 "every list: search, sort, status
 * filter, pagination"): names searched on the server, sorted by name, the status filter, whether
 * the add-action menu can start each one, and per process edit and delete.
 */
export function ProcessesListPage() {
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

  const request: ProcessSettingsCollectionQuery = {
    ...(status === 'all' ? {} : { filter: { status } }),
    sort: { name: descending ? 'desc' : 'asc' },
    pagination: { page, perPage },
    ...(query === '' ? {} : { query }),
  };
  const processes = useAsyncResource(JSON.stringify(request), (signal) =>
    fetchProcessSettingsPage(adapter, request, { signal, skipErrorNotification: true }),
  );

  const filtered = query !== '' || status !== 'all';
  const open = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  const remove = async (process: ProcessSummary) => {
    if (!(await confirmDelete({ itemName: process.name }))) return;
    // A failure raises the adapter's notification; the list stays as it was.
    await deleteProcessSettings(adapter, process.id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    if (processes.status === 'ready') processes.reload();
  };

  return (
    <>
      <PageHeader
        title={t('processes.list.title')}
        description={t('processes.list.description')}
        actions={<NewProcessButton />}
      />
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder={t('processes.list.search')}
          aria-label={t('processes.list.search')}
          value={search}
          onChange={(_, data) => {
            setSearch(data.value);
            setPage(1);
          }}
        />
        <Dropdown
          className={styles.status}
          aria-label={t('processes.list.status')}
          value={
            status === 'all' ? t('processes.list.allStatuses') : t(`processes.status.${status}`)
          }
          selectedOptions={[status]}
          onOptionSelect={(_, data) => {
            setStatus(data.optionValue as StatusFilter);
            setPage(1);
          }}
        >
          <Option value="all">{t('processes.list.allStatuses')}</Option>
          <Option value="active">{t('processes.status.active')}</Option>
          <Option value="inactive">{t('processes.status.inactive')}</Option>
        </Dropdown>
      </div>
      {processes.status === 'failed' && (
        <RetryAlert title={t('processes.list.loadFailed')} onRetry={processes.retry} />
      )}
      {processes.status === 'loading' && <Spinner size="small" label={common('common.loading')} />}
      {processes.status === 'ready' && processes.value.data.length === 0 && (
        <EmptyState
          icon={<FlowchartRegular />}
          title={t(filtered ? 'processes.list.noMatchesTitle' : 'processes.list.emptyTitle')}
          message={t(filtered ? 'processes.list.noMatchesMessage' : 'processes.list.emptyMessage')}
          action={filtered ? undefined : <NewProcessButton />}
        />
      )}
      {processes.status === 'ready' && processes.value.data.length > 0 && (
        <>
          <div className={styles.card}>
            <Table className={styles.table} aria-label={t('processes.list.title')} sortable>
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell
                    className={styles.headerCell}
                    sortable
                    sortDirection={descending ? 'descending' : 'ascending'}
                    onClick={() => setDescending((value) => !value)}
                  >
                    {t('processes.list.name')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('processes.list.start')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('processes.list.status')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.actionsColumn}>
                    <span className={styles.srOnly}>{t('processes.list.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {processes.value.data.map((process) => {
                  const edit = processPaths.edit(basePath, process.id);
                  return (
                    <TableRow key={process.id}>
                      <TableCell className={styles.nameCell}>
                        <Link href={edit} onClick={open(edit)}>
                          {process.name}
                        </Link>
                      </TableCell>
                      <TableCell className={styles.muted}>
                        {t(
                          process.startFormId
                            ? 'processes.list.startForm'
                            : 'processes.list.noStartForm',
                        )}
                      </TableCell>
                      <TableCell>
                        <ProviderStatusBadge status={process.status as RecordStatus} />
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          <Menu>
                            <MenuTrigger disableButtonEnhancement>
                              <Button
                                appearance="subtle"
                                icon={<MoreHorizontalRegular />}
                                aria-label={t('processes.list.moreActions', {
                                  name: process.name,
                                })}
                              />
                            </MenuTrigger>
                            <MenuPopover>
                              <MenuList>
                                <MenuItem icon={<EditRegular />} onClick={() => navigate(edit)}>
                                  {t('processes.list.edit')}
                                </MenuItem>
                                <MenuItem
                                  icon={<DeleteRegular />}
                                  onClick={() => void remove(process)}
                                >
                                  {t('processes.list.delete')}
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
            page={processes.value.meta.page}
            perPage={perPage}
            lastPage={processes.value.meta.lastPage}
            total={processes.value.meta.total}
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
