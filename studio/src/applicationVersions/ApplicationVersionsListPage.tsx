import {
  Badge,
  Button,
  makeStyles,
  SearchBox,
  Spinner,
  TableCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArchiveRegular,
  ArrowUndoRegular,
  BranchForkRegular,
  CloudArrowUpRegular,
  EditRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import {
  type ApplicationVersionItem,
  fetchApplicationVersionChanges,
  fetchApplicationVersionsPage,
} from '@tessera/client';
import { Pagination, RetryAlert, useConfirm } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type MenuAction } from '../common/ActionMenu';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { EmptyState } from '../common/EmptyState';
import { listPageSizes } from '../common/listPageSizes';
import { PageHeader } from '../common/PageHeader';
import type { SettingsListState } from '../common/settingsListState';
import { TableCard } from '../common/TableCard';
import { useAsyncResource } from '../common/useAsyncResource';
import { useSettingsList } from '../common/useSettingsList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { VersionStatusBadge } from '../shell/VersionStatusBadge';
import { CreateVersionDialog } from './CreateVersionDialog';
import { PublishVersionDialog } from './PublishVersionDialog';
import { useVersionActions } from './useVersionActions';
import {
  type VersionSortField,
  type VersionStatusFilter,
  versionListQuery,
  versionStatuses,
} from './versionListQuery';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { width: '360px', maxWidth: '100%' },
  status: { minWidth: '200px' },
  refreshing: { marginLeft: 'auto' },
  number: { width: '96px', fontVariantNumeric: 'tabular-nums' },
  name: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground2 },
  statusColumn: { width: '150px' },
  actionsColumn: { width: '72px' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** Every version, newest first: the choices to copy from and the names of the ones copied. */
const allVersionsQuery = { sort: { number: 'desc' }, pagination: { perPage: 1000 } } as const;

/**
 * The application versions (spec 000 §2 settings.applicationVersions; spec 001 §3.2, §4; issue 8
 * "application versions (list, create from a version, publish, archive, unarchive, with a
 * confirmation showing what changes between the two versions)"): number, name, status,
 * publication date and source of each version, searched, filtered by status, sorted by number
 * and paged; the version being edited is marked, and any other can be chosen for editing.
 */
export function ApplicationVersionsListPage() {
  const { t, i18n } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { data } = useStudioPage();
  const actions = useVersionActions();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<VersionStatusFilter>('all');
  const [copyFromId, setCopyFromId] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<ApplicationVersionItem | null>(null);
  const list = useSettingsList({
    nameField: 'number',
    query: (state: SettingsListState<VersionSortField>) => versionListQuery(state, status),
    fetch: fetchApplicationVersionsPage,
  });
  const all = useAsyncResource('all', (signal) =>
    fetchApplicationVersionsPage(adapter, allVersionsQuery, {
      signal,
      skipErrorNotification: true,
    }),
  );
  const versions = all.status === 'ready' ? all.value.data : [];
  const live =
    versions.find((version) => version.versionStatus === 'live') ??
    (data?.version?.versionStatus === 'live' ? data.version : null);
  const changes = useAsyncResource(publishing?.id ?? '', (signal) =>
    publishing === null
      ? new Promise<never>(() => {})
      : fetchApplicationVersionChanges(adapter, publishing.id, {
          signal,
          skipErrorNotification: true,
        }),
  );
  const editedId = data?.version?.id ?? null;
  const { shown, resource, state } = list;
  const filtered = list.filtered || status !== 'all';
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const archive = async (version: ApplicationVersionItem) => {
    const confirmed = await confirm({
      title: t('applicationVersions.archive.title', { name: version.displayName }),
      message: t('applicationVersions.archive.message'),
      confirmLabel: t('applicationVersions.archive.confirm'),
    });
    if (confirmed) await actions.archive(version);
  };
  const rowActions = (version: ApplicationVersionItem): MenuAction[] => {
    const { versionStatus } = version;
    const open = versionStatus === 'draft' || versionStatus === 'previous';
    return [
      ...(versionStatus !== 'archived' && version.id !== editedId
        ? [
            {
              key: 'workIn',
              label: t('applicationVersions.actions.workIn'),
              icon: <EditRegular />,
              onClick: () => actions.workIn(version),
            },
          ]
        : []),
      ...(open
        ? [
            {
              key: 'publish',
              label: t('applicationVersions.actions.publish'),
              icon: <CloudArrowUpRegular />,
              onClick: () => setPublishing(version),
            },
          ]
        : []),
      {
        key: 'copy',
        label: t('applicationVersions.actions.copy'),
        icon: <BranchForkRegular />,
        onClick: () => setCopyFromId(version.id),
      },
      ...(open
        ? [
            {
              key: 'archive',
              label: t('applicationVersions.actions.archive'),
              icon: <ArchiveRegular />,
              onClick: () => void archive(version),
            },
          ]
        : []),
      ...(versionStatus === 'archived'
        ? [
            {
              key: 'unarchive',
              label: t('applicationVersions.actions.unarchive'),
              icon: <ArrowUndoRegular />,
              onClick: () => void actions.unarchive(version),
            },
          ]
        : []),
    ];
  };
  const sourceName = (id: string | null) =>
    id === null
      ? t('applicationVersions.list.none')
      : (versions.find((version) => version.id === id)?.displayName ??
        t('applicationVersions.list.none'));
  const newAction = (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      disabled={live === null}
      onClick={() => setCopyFromId(live?.id ?? null)}
    >
      {t('applicationVersions.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('applicationVersions.list.title')}
        description={t('applicationVersions.list.description')}
        actions={newAction}
      />
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder={t('applicationVersions.list.search')}
          aria-label={t('applicationVersions.list.search')}
          value={state.search}
          onChange={(_, change) => list.change({ search: change.value })}
        />
        <div className={styles.status}>
          <ChoiceDropdown
            aria-label={t('applicationVersions.list.status')}
            choices={[
              { value: 'all' as const, text: t('applicationVersions.list.allStatuses') },
              ...choicesOf(versionStatuses, (value) => t(`shell.version.${value}`)),
            ]}
            value={status}
            onChange={(value) => {
              setStatus(value);
              list.change({});
            }}
          />
        </div>
        {list.refreshing && (
          <Spinner className={styles.refreshing} size="tiny" label={common('common.loading')} />
        )}
      </div>
      {all.status === 'failed' && (
        <RetryAlert title={t('applicationVersions.create.sourcesFailed')} onRetry={all.retry} />
      )}
      {resource.status === 'failed' && (
        <RetryAlert title={t('applicationVersions.list.loadFailed')} onRetry={resource.retry} />
      )}
      {shown === null && resource.status === 'loading' && (
        <Spinner size="small" label={common('common.loading')} />
      )}
      {shown !== null && shown.data.length === 0 && (
        <EmptyState
          icon={<BranchForkRegular />}
          title={t(
            filtered
              ? 'applicationVersions.list.noMatchesTitle'
              : 'applicationVersions.list.emptyTitle',
          )}
          message={t(
            filtered
              ? 'applicationVersions.list.noMatchesMessage'
              : 'applicationVersions.list.emptyMessage',
          )}
        />
      )}
      {shown !== null && shown.data.length > 0 && (
        <>
          <TableCard
            title={t('applicationVersions.list.title')}
            minWidth="760px"
            busy={list.refreshing}
            columns={[
              {
                key: 'number',
                label: t('applicationVersions.list.number'),
                className: styles.number,
                sort: { direction: state.sort.direction, onSort: () => list.sortBy('number') },
              },
              { key: 'name', label: t('applicationVersions.list.name') },
              {
                key: 'status',
                label: t('applicationVersions.list.status'),
                className: styles.statusColumn,
              },
              { key: 'publishedAt', label: t('applicationVersions.list.publishedAt') },
              { key: 'copiedFrom', label: t('applicationVersions.list.copiedFrom') },
              {
                key: 'actions',
                label: t('applicationVersions.list.actions'),
                className: styles.actionsColumn,
              },
            ]}
          >
            {shown.data.map((version) => (
              <TableRow key={version.id}>
                <TableCell className={styles.number}>{`v${version.number}`}</TableCell>
                <TableCell>
                  <span className={styles.name}>
                    {version.name}
                    {version.id === editedId && (
                      <Badge appearance="outline" color="brand" size="small">
                        {t('applicationVersions.list.edited')}
                      </Badge>
                    )}
                  </span>
                </TableCell>
                <TableCell>
                  <VersionStatusBadge status={version.versionStatus} />
                </TableCell>
                <TableCell className={version.publishedAt === null ? styles.muted : undefined}>
                  {version.publishedAt === null
                    ? t('applicationVersions.list.notPublished')
                    : date.format(new Date(version.publishedAt))}
                </TableCell>
                <TableCell className={styles.muted}>{sourceName(version.copiedFromId)}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <ActionMenu
                      trigger={
                        <Button
                          appearance="subtle"
                          icon={<MoreHorizontalRegular />}
                          aria-label={t('applicationVersions.list.moreActions', {
                            name: version.displayName,
                          })}
                        />
                      }
                      actions={rowActions(version)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableCard>
          <Pagination
            pageSizes={listPageSizes}
            page={shown.meta.page}
            perPage={state.perPage}
            lastPage={shown.meta.lastPage}
            total={shown.meta.total}
            onPage={list.showPage}
            onPerPage={(perPage) => list.change({ perPage })}
          />
        </>
      )}
      <CreateVersionDialog
        copyFromId={copyFromId}
        sources={versions}
        onCreate={actions.create}
        onClose={() => setCopyFromId(null)}
      />
      <PublishVersionDialog
        version={publishing}
        live={live}
        changes={changes}
        onPublish={actions.publish}
        onClose={() => setPublishing(null)}
      />
      {dialog}
    </>
  );
}
