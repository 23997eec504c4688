import { Spinner } from '@fluentui/react-components';
import { Pagination, RetryAlert } from '@tessera/ui';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { EmptyState } from './EmptyState';
import { listPageSizes } from './listPageSizes';
import { PageHeader } from './PageHeader';
import {
  type SettingsListFamily,
  type SettingsListRows,
  SettingsListTable,
} from './SettingsListTable';
import { SettingsListToolbar } from './SettingsListToolbar';
import type {
  SettingsListPage as ListPage,
  SettingsList,
  SettingsListItem,
} from './useSettingsList';

export interface SettingsListPageProps<Item extends SettingsListItem, SortField extends string>
  extends SettingsListRows<Item, SortField> {
  /** Where the list's texts are: `<family>.list.*` and `<family>.status.*`. */
  readonly family: SettingsListFamily;
  /** The list's state and loaded page, from `useSettingsList`. */
  readonly list: SettingsList<ListPage<Item>, SortField>;
  /** The picture of the empty list. */
  readonly emptyIcon: ReactElement;
  /** The header's "New …" action, offered by the empty list too. */
  readonly newAction: ReactNode;
  /** A tooltip saying what the search looks in. */
  readonly searchHint?: string;
  /** Dialogs the page's own row actions open. */
  readonly children?: ReactNode;
}

/**
 * A settings list screen (issue 8 "every list: search, sort, status filter, pagination"): the
 * header with the "New …" action, the search and status filter, the rows and the pagination;
 * loading, a failure with a retry, and the empty list ("none yet" or "no match") in between.
 * A list page only declares its texts' family, its columns and its actions.
 */
export function SettingsListPage<Item extends SettingsListItem, SortField extends string>({
  family,
  list,
  emptyIcon,
  newAction,
  searchHint,
  children,
  ...rows
}: SettingsListPageProps<Item, SortField>) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const { shown, resource, filtered } = list;
  return (
    <>
      <PageHeader
        title={t(`${family}.list.title`)}
        description={t(`${family}.list.description`)}
        actions={newAction}
      />
      <SettingsListToolbar family={family} list={list} searchHint={searchHint} />
      {resource.status === 'failed' && (
        <RetryAlert title={t(`${family}.list.loadFailed`)} onRetry={resource.retry} />
      )}
      {shown === null && resource.status === 'loading' && (
        <Spinner size="small" label={common('common.loading')} />
      )}
      {shown !== null && shown.data.length === 0 && (
        <EmptyState
          icon={emptyIcon}
          title={t(filtered ? `${family}.list.noMatchesTitle` : `${family}.list.emptyTitle`)}
          message={t(filtered ? `${family}.list.noMatchesMessage` : `${family}.list.emptyMessage`)}
          action={filtered ? undefined : newAction}
        />
      )}
      {shown !== null && shown.data.length > 0 && (
        <>
          <SettingsListTable family={family} list={list} items={shown.data} {...rows} />
          <Pagination
            pageSizes={listPageSizes}
            page={shown.meta.page}
            perPage={list.state.perPage}
            lastPage={shown.meta.lastPage}
            total={shown.meta.total}
            onPage={list.showPage}
            onPerPage={(perPage) => list.change({ perPage })}
          />
        </>
      )}
      {children}
    </>
  );
}
