import {
  Badge,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { RuntimeView, ViewRow } from '@tessera/client';
import { Pagination, phoneScreenQuery, useMediaQuery } from '@tessera/ui';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useViewRows } from './useViewRows';
import { ViewCardList } from './ViewCardList';
import { ViewEmptyState } from './ViewEmptyState';
import { ViewTable } from './ViewTable';
import { perPageChoices, readViewQuery, type ViewQuery, writeViewQuery } from './viewQuery';
import { viewRowHref } from './viewRowHref';
import type { ViewScreenServices } from './viewScreenServices';

export interface ViewScreenProps {
  readonly view: RuntimeView;
  /** The client the view belongs to: row links lead to its forms. */
  readonly clientKey: string;
  readonly services: ViewScreenServices;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1280px',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  titleRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  title: {
    margin: 0,
    overflowWrap: 'anywhere',
    [`@media ${phoneScreenQuery}`]: {
      fontSize: tokens.fontSizeHero700,
      lineHeight: tokens.lineHeightHero700,
    },
  },
  refresh: { flexShrink: 0 },
  surface: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingVerticalM,
  },
  // On phones the cards are the surfaces: no box around the box.
  plain: {
    backgroundColor: 'transparent',
    boxShadow: 'none',
    padding: 0,
  },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationFast },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  skeletonRow: {
    display: 'grid',
    gridTemplateColumns: '2fr 1fr 1fr 1fr',
    gap: tokens.spacingHorizontalL,
  },
});

/** While the first page loads: a few grey rows where the table will be. */
function RowsSkeleton({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <Skeleton aria-label={label} className={styles.skeleton}>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
        </div>
      ))}
    </Skeleton>
  );
}

/**
 * A view's page (spec 000 §2 views.show; spec 002 §3, §4, §9): its title with the number of
 * rows, a refresh button, the rows — a table, or cards on a phone — with server-side sorting and
 * pagination kept in the address, and the loading, empty and failed states. A row that opens a
 * form leads to forms.enter of its process, returning here.
 */
export function ViewScreen({ view, clientKey, services }: ViewScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  // Where matchMedia is missing (jsdom) the screen is wide.
  const narrow = useMediaQuery(phoneScreenQuery, false);
  const query = readViewQuery(search, view);
  const rows = useViewRows(services, view.id, query);
  const href = search ? `${pathname}?${search}` : pathname;

  const titleId = useId();
  const hrefFor = (next: ViewQuery) => {
    const nextSearch = writeViewQuery(search, next, view);
    return nextSearch ? `${pathname}?${nextSearch}` : pathname;
  };
  // Paging and sorting replace the address: Back leaves the view, not the previous page.
  const show = (next: ViewQuery) => navigate(hrefFor(next), { replace: true });

  // A page past the last one (rows gone since the link was made): go to the last one.
  const lastPage = rows.page?.meta.lastPage ?? 1;
  const pastEnd = !rows.loading && rows.page !== null && query.page > lastPage;
  const lastPageHref = pastEnd ? hrefFor({ ...query, page: lastPage }) : null;
  useEffect(() => {
    if (lastPageHref !== null) navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  const hrefOf = (row: ViewRow) =>
    row.open === undefined ? undefined : viewRowHref(clientKey, row.open, href);
  const page = rows.page;
  const total = page?.meta.total ?? null;
  const Rows = narrow ? ViewCardList : ViewTable;

  let content: ReactNode;
  if (page === null) {
    content = rows.failed ? null : <RowsSkeleton label={t('views.loadingRows')} />;
  } else if (page.data.length === 0 && !pastEnd) {
    content = rows.loading ? (
      <RowsSkeleton label={t('views.loadingRows')} />
    ) : (
      <ViewEmptyState type={view.type} />
    );
  } else {
    content = (
      <div className={mergeClasses(rows.loading && styles.busy)}>
        <Rows
          title={view.title}
          columns={view.columns}
          rows={page.data}
          sort={query.sort}
          onSort={(sort) => show({ ...query, sort, page: 1 })}
          hrefOf={hrefOf}
          onOpen={(target) => navigate(target)}
        />
      </div>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={rows.loading}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <Text as="h1" id={titleId} size={800} weight="semibold" className={styles.title}>
            {view.title}
          </Text>
          {total !== null && (
            <Badge appearance="tint" color="brand" size="large">
              {t(page?.meta.totalCapped === true ? 'views.rowCountCapped' : 'views.rowCount', {
                count: total,
              })}
            </Badge>
          )}
        </div>
        {/* On a phone the icon alone, beside the title. */}
        <Button
          className={styles.refresh}
          appearance="subtle"
          icon={<ArrowClockwiseRegular />}
          onClick={rows.reload}
          disabled={rows.loading}
          {...(narrow ? { 'aria-label': t('views.refresh'), title: t('views.refresh') } : {})}
        >
          {narrow ? null : t('views.refresh')}
        </Button>
      </header>
      {rows.failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('views.rowsFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={rows.reload}>
              {t('common.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={mergeClasses(styles.surface, narrow && styles.plain)}>
        {rows.loading && page !== null && (
          <ProgressBar className={styles.progress} aria-label={t('views.loadingRows')} />
        )}
        {content}
        {page !== null && page.meta.total > 0 && (
          <Pagination
            page={Math.min(query.page, lastPage)}
            perPage={query.perPage}
            lastPage={lastPage}
            total={page.meta.total}
            totalCapped={page.meta.totalCapped === true}
            pageSizes={perPageChoices(view.perPage)}
            onPage={(number) => show({ ...query, page: number })}
            onPerPage={(perPage) => show({ ...query, perPage, page: 1 })}
          />
        )}
      </div>
    </section>
  );
}
