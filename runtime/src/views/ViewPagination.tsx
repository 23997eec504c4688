import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { perPageChoices } from './viewQuery';

export interface ViewPaginationProps {
  readonly page: number;
  readonly perPage: number;
  readonly lastPage: number;
  readonly total: number;
  /** The view's own page size, always among the choices. */
  readonly viewPerPage: number;
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
 * Server-side pagination of a view (spec 002 §9: rows per page are configurable): the page size,
 * which rows of how many are shown, and the previous and next pages.
 */
export function ViewPagination({
  page,
  perPage,
  lastPage,
  total,
  viewPerPage,
  onPage,
  onPerPage,
}: ViewPaginationProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const number = new Intl.NumberFormat(i18n.language);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);

  return (
    <nav className={styles.root} aria-label={t('views.pagination')}>
      <Field label={t('views.rowsPerPage')} orientation="horizontal" className={styles.perPage}>
        <Select
          className={styles.select}
          value={String(perPage)}
          onChange={(_, data) => onPerPage(Number(data.value))}
        >
          {perPageChoices(viewPerPage).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Select>
      </Field>
      <Text className={styles.range} aria-live="polite">
        {t('views.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </Text>
      <div className={styles.buttons}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('views.previousPage')}
          title={t('views.previousPage')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('views.nextPage')}
          title={t('views.nextPage')}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        />
      </div>
    </nav>
  );
}
