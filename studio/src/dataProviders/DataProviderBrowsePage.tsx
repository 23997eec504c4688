import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, EditRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { type DataProviderItem, fetchDataProvider, runGeneralQuery } from '@tessera/client';
import { Pagination, RetryAlert } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../common/BackLink';
import { EmptyState } from '../common/EmptyState';
import { listPageSizes } from '../common/listPageSizes';
import { PageHeader } from '../common/PageHeader';
import { useAsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { RecordDialog } from './RecordDialog';
import { type RecordsSort, RecordsTable } from './RecordsTable';
import { isVirtualType } from './virtualProviderDraft';

/**
 * Providers whose records are numbered rows (docs/virtual-providers.md): they have no creation
 * instant, and their ids sort in the order the rows were computed.
 */
const numberedTypes: readonly DataProviderItem['type'][] = ['aggregating', 'pipeline_query'];

const useStyles = makeStyles({
  notice: { marginBottom: tokens.spacingVerticalM },
});

/** The dialog open: a new record, or one record by id. */
type Editing = { readonly recordId: string | null } | null;

function ProviderRecords({ provider }: { provider: DataProviderItem }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const writable = !isVirtualType(provider.type);
  const numbered = numberedTypes.includes(provider.type);
  const [sort, setSort] = useState<RecordsSort>(
    numbered ? { key: '$id', direction: 'asc' } : { key: '$createdAt', direction: 'desc' },
  );
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const [editing, setEditing] = useState<Editing>(null);
  const fields = provider.config.fields.filter((field) => field.status !== 'deleted');
  const request = {
    query: {
      type: 'general_query' as const,
      fromProviderId: provider.id,
      sorting: [{ fieldAccess: { path: [sort.key] }, direction: sort.direction }],
    },
    params: { pagination: { page, perPage }, totals: true },
  };
  const records = useAsyncResource(JSON.stringify(request), (signal) =>
    runGeneralQuery(adapter, request.query, request.params, {
      signal,
      skipErrorNotification: true,
    }),
  );
  const newRecord = writable && (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      onClick={() => setEditing({ recordId: null })}
    >
      {t('dataProviders.browse.newRecord')}
    </Button>
  );
  const title = t('dataProviders.browse.title', { name: provider.name });

  return (
    <>
      <PageHeader
        back={
          <BackLink href={dataProviderPaths.list(basePath)}>
            {t('dataProviders.editor.back')}
          </BackLink>
        }
        title={title}
        description={t(
          numbered
            ? 'dataProviders.browse.computedDescription'
            : 'dataProviders.browse.description',
        )}
        actions={
          <>
            <Button
              icon={<EditRegular />}
              onClick={() => navigate(dataProviderPaths.edit(basePath, provider.id))}
            >
              {t('dataProviders.browse.editDefinition')}
            </Button>
            {newRecord}
          </>
        }
      />
      {!writable && (
        <MessageBar intent="info" layout="multiline" className={styles.notice}>
          <MessageBarBody>{t('dataProviders.browse.notWritable')}</MessageBarBody>
        </MessageBar>
      )}
      {fields.length === 0 && (
        <EmptyState
          icon={<TableSimpleRegular />}
          title={t('dataProviders.browse.emptyTitle')}
          message={t('dataProviders.browse.noFields')}
        />
      )}
      {fields.length > 0 && records.status === 'loading' && (
        <Spinner label={common('common.loading')} />
      )}
      {fields.length > 0 && records.status === 'failed' && (
        <RetryAlert title={t('dataProviders.browse.loadFailed')} onRetry={records.retry} />
      )}
      {fields.length > 0 && records.status === 'ready' && records.value.data.length === 0 && (
        <EmptyState
          icon={<TableSimpleRegular />}
          title={t('dataProviders.browse.emptyTitle')}
          message={t(
            writable ? 'dataProviders.browse.emptyMessage' : 'dataProviders.browse.emptyComputed',
          )}
          action={newRecord}
        />
      )}
      {fields.length > 0 && records.status === 'ready' && records.value.data.length > 0 && (
        <>
          <RecordsTable
            title={title}
            fields={fields}
            records={records.value.data}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            onOpen={writable ? (recordId) => setEditing({ recordId }) : undefined}
            createdAt={!numbered}
          />
          <Pagination
            pageSizes={listPageSizes}
            page={records.value.meta.page}
            perPage={perPage}
            lastPage={records.value.meta.lastPage}
            total={records.value.meta.total ?? records.value.data.length}
            onPage={setPage}
            onPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </>
      )}
      {writable && editing && (
        <RecordDialog
          provider={provider}
          recordId={editing.recordId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            if (records.status === 'ready') records.reload();
            else if (records.status === 'failed') records.retry();
          }}
        />
      )}
    </>
  );
}

/**
 * Browsing a provider's records (spec 000 §2 settings.dataProviders {id}/browse): a paged,
 * sortable table with the create/edit record dialog; a computed provider's records are only
 * shown.
 */
export function DataProviderBrowsePage({ providerId }: { providerId: string }) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const provider = useAsyncResource(providerId, (signal) =>
    fetchDataProvider(adapter, providerId, { signal, skipErrorNotification: true }),
  );
  if (provider.status === 'loading') return <Spinner label={common('common.loading')} />;
  if (provider.status === 'failed') {
    return <RetryAlert title={t('dataProviders.editor.loadFailed')} onRetry={provider.retry} />;
  }
  return <ProviderRecords provider={provider.value} />;
}
