import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** Props of {@link Pagination}. @public */
export interface PaginationProps {
  /** The page shown, from 1. */
  readonly page: number;
  readonly perPage: number;
  readonly lastPage: number;
  /** Every item of the list, on all its pages. */
  readonly total: number;
  /** `total` is a capped count: the list holds more than it (a large list is not counted whole). */
  readonly totalCapped?: boolean;
  /** Page sizes offered; the current one should be among them. */
  readonly pageSizes: readonly number[];
  readonly onPage: (page: number) => void;
  readonly onPerPage: (perPage: number) => void;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  perPage: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { minWidth: '80px' },
  range: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/**
 * Server-side pagination of a list, a view's rows or a studio list alike: the page size, which
 * items of how many are shown (numbers as the language writes them), and the previous and next
 * pages.
 * @public
 */
export function Pagination({
  page,
  perPage,
  lastPage,
  total,
  totalCapped = false,
  pageSizes,
  onPage,
  onPerPage,
}: PaginationProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const number = new Intl.NumberFormat(i18n.language);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  // Past a capped total the page's end is not known exactly: it is full unless it is the last.
  const to = totalCapped ? page * perPage : Math.min(total, page * perPage);

  return (
    <nav className={styles.root} aria-label={t('pagination.label')}>
      <Field label={t('pagination.perPage')} orientation="horizontal" className={styles.perPage}>
        <Select
          className={styles.select}
          value={String(perPage)}
          onChange={(_, data) => onPerPage(Number(data.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </Field>
      <Text className={styles.range} aria-live="polite">
        {t(totalCapped ? 'pagination.rangeCapped' : 'pagination.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </Text>
      <div className={styles.buttons}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('pagination.previous')}
          title={t('pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('pagination.next')}
          title={t('pagination.next')}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        />
      </div>
    </nav>
  );
}
