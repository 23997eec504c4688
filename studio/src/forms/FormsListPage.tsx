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
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  CopyRegular,
  DeleteRegular,
  EditRegular,
  FormRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import {
  deleteFormDefinition,
  type FormDefinitionCollectionQuery,
  type FormDefinitionItem,
  fetchFormDefinitions,
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
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { formPaths } from './formPaths';
import { useFormProviders } from './useFormProviders';

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
  table: { minWidth: '640px' },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  nameCell: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  actionsColumn: { width: '72px' },
});

/**
 * The forms list (spec 000 §2 settings.forms; issue 8 "every list: search, sort, status filter,
 * pagination"): names searched on the server, sorted by name, the status filter, the provider
 * each form fills, and per form edit, copy (new with `copyFromFormId`) and delete.
 */
export function FormsListPage() {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const { confirmDelete, dialog } = useConfirm();
  const providers = useFormProviders();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const query = useDebouncedValue(search.trim(), searchDelayMs);

  const request: FormDefinitionCollectionQuery = {
    ...(status === 'all' ? {} : { filter: { status } }),
    sort: { name: descending ? 'desc' : 'asc' },
    pagination: { page, perPage },
    ...(query === '' ? {} : { query }),
  };
  const forms = useAsyncResource(JSON.stringify(request), (signal) =>
    fetchFormDefinitions(adapter, request, { signal, skipErrorNotification: true }),
  );

  const filtered = query !== '' || status !== 'all';
  const open = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  const remove = async (form: FormDefinitionItem) => {
    if (!(await confirmDelete({ itemName: form.name }))) return;
    // A failure raises the adapter's notification; the list stays as it was.
    await deleteFormDefinition(adapter, form.id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    if (forms.status === 'ready') forms.reload();
  };
  const newHref = formPaths.new(basePath);
  const newButton = (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      as="a"
      href={newHref}
      onClick={open(newHref)}
    >
      {t('forms.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('forms.list.title')}
        description={t('forms.list.description')}
        actions={newButton}
      />
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder={t('forms.list.search')}
          aria-label={t('forms.list.search')}
          value={search}
          onChange={(_, data) => {
            setSearch(data.value);
            setPage(1);
          }}
        />
        <Dropdown
          className={styles.status}
          aria-label={t('forms.list.status')}
          value={status === 'all' ? t('forms.list.allStatuses') : t(`forms.status.${status}`)}
          selectedOptions={[status]}
          onOptionSelect={(_, data) => {
            setStatus(data.optionValue as StatusFilter);
            setPage(1);
          }}
        >
          <Option value="all">{t('forms.list.allStatuses')}</Option>
          <Option value="active">{t('forms.status.active')}</Option>
          <Option value="inactive">{t('forms.status.inactive')}</Option>
        </Dropdown>
      </div>
      {forms.status === 'failed' && (
        <RetryAlert title={t('forms.list.loadFailed')} onRetry={forms.retry} />
      )}
      {forms.status === 'loading' && <Spinner size="small" label={common('common.loading')} />}
      {forms.status === 'ready' && forms.value.data.length === 0 && (
        <EmptyState
          icon={<FormRegular />}
          title={t(filtered ? 'forms.list.noMatchesTitle' : 'forms.list.emptyTitle')}
          message={t(filtered ? 'forms.list.noMatchesMessage' : 'forms.list.emptyMessage')}
          action={filtered ? undefined : newButton}
        />
      )}
      {forms.status === 'ready' && forms.value.data.length > 0 && (
        <>
          <div className={styles.card}>
            <Table className={styles.table} aria-label={t('forms.list.title')} sortable>
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell
                    className={styles.headerCell}
                    sortable
                    sortDirection={descending ? 'descending' : 'ascending'}
                    onClick={() => setDescending((value) => !value)}
                  >
                    {t('forms.list.name')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('forms.list.provider')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('forms.list.fields')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.headerCell}>
                    {t('forms.list.status')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.actionsColumn}>
                    <span className={styles.srOnly}>{t('forms.list.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {forms.value.data.map((form) => {
                  const edit = formPaths.edit(basePath, form.id);
                  const providerId = form.binding?.dataProviderId;
                  return (
                    <TableRow key={form.id}>
                      <TableCell className={styles.nameCell}>
                        <Link href={edit} onClick={open(edit)}>
                          {form.name}
                        </Link>
                      </TableCell>
                      <TableCell className={providerId ? undefined : styles.muted}>
                        {providerId
                          ? (providers?.find((provider) => provider.id === providerId)?.name ?? '…')
                          : t('forms.list.noProvider')}
                      </TableCell>
                      <TableCell className={styles.muted}>
                        {t('forms.list.fieldCount', {
                          count: form.fields.filter((field) => field.status !== 'deleted').length,
                        })}
                      </TableCell>
                      <TableCell>
                        <Badge
                          appearance="tint"
                          color={form.status === 'inactive' ? 'subtle' : 'success'}
                        >
                          {t(`forms.status.${form.status ?? 'active'}`)}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          <Menu>
                            <MenuTrigger disableButtonEnhancement>
                              <Button
                                appearance="subtle"
                                icon={<MoreHorizontalRegular />}
                                aria-label={t('forms.list.moreActions', { name: form.name })}
                              />
                            </MenuTrigger>
                            <MenuPopover>
                              <MenuList>
                                <MenuItem icon={<EditRegular />} onClick={() => navigate(edit)}>
                                  {t('forms.list.edit')}
                                </MenuItem>
                                <MenuItem
                                  icon={<CopyRegular />}
                                  onClick={() =>
                                    navigate(formPaths.new(basePath, { copyFromFormId: form.id }))
                                  }
                                >
                                  {t('forms.list.copy')}
                                </MenuItem>
                                <MenuItem
                                  icon={<DeleteRegular />}
                                  onClick={() => void remove(form)}
                                >
                                  {t('forms.list.delete')}
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
            page={forms.value.meta.page}
            perPage={perPage}
            lastPage={forms.value.meta.lastPage}
            total={forms.value.meta.total}
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
