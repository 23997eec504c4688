import {
  Card,
  Field,
  Link,
  makeStyles,
  mergeClasses,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import type { ViewSort } from '@tessera/client';
import { useTranslation } from 'react-i18next';
import { ViewCellText } from './ViewCellText';
import { isPlainClick, type ViewRowsProps } from './ViewTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sort: { maxWidth: '100%' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  clickable: { cursor: 'pointer' },
  heading: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  chevron: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(88px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  definition: { margin: 0, minWidth: 0 },
});

const sortValue = (sort: ViewSort | null) =>
  sort === null ? '' : `${sort.columnId}.${sort.direction}`;

/**
 * A view's rows as cards (phone-narrow screens, where a table of several columns cannot fit):
 * the first column titles each card — the link of a row that opens a form — and the others
 * follow as label and value. Sorting is a choice above the list instead of column headers.
 */
export function ViewCardList({
  title,
  columns,
  rows,
  sort,
  onSort,
  hrefOf,
  onOpen,
}: ViewRowsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [first, ...rest] = columns;
  const sortable = columns.filter((column) => column.sortable);

  return (
    <div className={styles.root}>
      {sortable.length > 0 && (
        <Field label={t('views.sortBy')} className={styles.sort}>
          <Select
            value={sortValue(sort)}
            onChange={(_, data) => {
              const [columnId = '', direction] = data.value.split('.');
              onSort(
                data.value === ''
                  ? null
                  : { columnId, direction: direction === 'desc' ? 'desc' : 'asc' },
              );
            }}
          >
            <option value="">{t('views.defaultOrder')}</option>
            {sortable.flatMap((column) => [
              <option key={`${column.id}.asc`} value={`${column.id}.asc`}>
                {t('views.ascending', { column: column.label })}
              </option>,
              <option key={`${column.id}.desc`} value={`${column.id}.desc`}>
                {t('views.descending', { column: column.label })}
              </option>,
            ])}
          </Select>
        </Field>
      )}
      <ul className={styles.list} aria-label={title}>
        {rows.map((row) => {
          const href = hrefOf(row);
          const heading =
            first === undefined ? null : (
              <ViewCellText value={row.cells[first.id] ?? null} openLabel={href !== undefined} />
            );
          return (
            <li key={row.id} data-row-id={row.id}>
              <Card
                className={mergeClasses(styles.card, href !== undefined && styles.clickable)}
                onClick={
                  href === undefined
                    ? undefined
                    : (event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        onOpen(href);
                      }
                }
              >
                <div className={styles.heading}>
                  {href === undefined ? (
                    <Text className={styles.title}>{heading}</Text>
                  ) : (
                    <Link
                      href={href}
                      className={styles.title}
                      onClick={(event) => {
                        event.stopPropagation();
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        onOpen(href);
                      }}
                    >
                      {heading}
                    </Link>
                  )}
                  {href !== undefined && (
                    <ChevronRightRegular className={styles.chevron} aria-hidden />
                  )}
                </div>
                {rest.length > 0 && (
                  <dl className={styles.details}>
                    {rest.map((column) => (
                      <div key={column.id} className={styles.pair}>
                        <dt className={styles.term}>{column.label}</dt>
                        <dd className={styles.definition}>
                          <ViewCellText value={row.cells[column.id] ?? null} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
