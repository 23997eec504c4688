import { Button, Label, makeStyles, Select, Text, tokens, useId } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

/** Page sizes offered by the studio's lists. */
export const pageSizes = [10, 20, 50, 100] as const;

export interface ListPaginationProps {
  readonly page: number;
  readonly perPage: number;
  readonly lastPage: number;
  readonly total: number;
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
  perPage: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    whiteSpace: 'nowrap',
  },
  select: { minWidth: '80px' },
  range: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** Server-side pagination of a studio list: page size, the rows shown of how many, previous and next. */
export function ListPagination({
  page,
  perPage,
  lastPage,
  total,
  onPage,
  onPerPage,
}: ListPaginationProps) {
  const { t, i18n } = useStudioTranslation();
  const styles = useStyles();
  const selectId = useId('per-page');
  const number = new Intl.NumberFormat(i18n.language);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className={styles.root} aria-label={t('shell.pagination.label')}>
      <div className={styles.perPage}>
        <Label htmlFor={selectId}>{t('shell.pagination.perPage')}</Label>
        <Select
          id={selectId}
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
      </div>
      <Text className={styles.range} aria-live="polite">
        {t('shell.pagination.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </Text>
      <div className={styles.buttons}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('shell.pagination.previous')}
          title={t('shell.pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('shell.pagination.next')}
          title={t('shell.pagination.next')}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        />
      </div>
    </nav>
  );
}
