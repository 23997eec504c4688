import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { FieldRendererProps } from '@tessera/react';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { StaticProcessHistoryFieldOptions } from '../definitions/staticFields.types';
import type { ProcessHistoryEntry } from './ProcessHistorySourceProvider';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { useProcessHistory } from './useProcessHistory';

const useStyles = makeStyles({
  root: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: 0,
  },
  // Twelve rows are little: the table scrolls inside the cell instead of overflowing it.
  scroll: { flexGrow: 1, minHeight: 0, overflow: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  // A repeating group's value is one line per row (the engine's presented value).
  value: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  noValue: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

// The app's general FULL format (spec 000: `YYYY-MM-DD HH:mm:ss`; `dateFormats.FULL` of
// @tessera/i18n, not imported because its i18next typing would retype this plugin's `t`). It has
// no words, so Polish and English read it alike.
const FULL_DATE_TIME = 'yyyy-MM-dd HH:mm:ss';

/** The change date in local time, or as stored when it cannot be read. */
function presentChangeDate(changeDate: string): string {
  const date = new Date(changeDate);
  return Number.isNaN(date.getTime()) ? changeDate : format(date, FULL_DATE_TIME);
}

function HistoryTable({
  label,
  entries,
}: {
  readonly label: string;
  readonly entries: readonly ProcessHistoryEntry[];
}) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const presentValue = (value: string | null) =>
    value === null || value === '' ? (
      <span className={styles.noValue}>{t('processHistory.noValue')}</span>
    ) : (
      <span className={styles.value}>{value}</span>
    );
  return (
    <Table size="small" aria-label={label || undefined}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('processHistory.changeDate')}</TableHeaderCell>
          <TableHeaderCell>{t('processHistory.changeAuthor')}</TableHeaderCell>
          <TableHeaderCell>{t('processHistory.fieldName')}</TableHeaderCell>
          <TableHeaderCell>{t('processHistory.oldValue')}</TableHeaderCell>
          <TableHeaderCell>{t('processHistory.newValue')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry, index) => (
          // Entries carry no id; the order is fixed once sorted, so the position is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <TableRow key={index}>
            <TableCell>
              <time dateTime={entry.changeDate}>{presentChangeDate(entry.changeDate)}</time>
            </TableCell>
            <TableCell>{entry.changeAuthor}</TableCell>
            <TableCell>{entry.fieldName}</TableCell>
            <TableCell>{presentValue(entry.oldValue)}</TableCell>
            <TableCell>{presentValue(entry.newValue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Runtime view of the `static_process_history` field type: the changes of the form's process,
 * newest first, with their date (in the general FULL format), author, field and presented values
 * before and after. Entries come from the {@link ProcessHistorySourceProvider} around the form; a
 * new form without a process shows a note instead. Loading shows a spinner, a failure a message
 * with a retry button. The label titles the list; the history is read-only by nature, so
 * `disabled` and `readOnly` change nothing.
 * @public
 */
export function StaticProcessHistoryField(
  props: FieldRendererProps<StaticProcessHistoryFieldOptions, null>,
) {
  const { id, label, options } = props;
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const { state, retry } = useProcessHistory(options.fieldIds);

  let content: ReactNode;
  switch (state.status) {
    case 'noProcess':
      content = <Text className={styles.muted}>{t('processHistory.noProcess')}</Text>;
      break;
    case 'loading':
      content = <Spinner size="tiny" labelPosition="after" label={t('processHistory.loading')} />;
      break;
    case 'error':
      content = (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('processHistory.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={retry}>
              {t('processHistory.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      );
      break;
    case 'loaded':
      content =
        state.entries.length === 0 ? (
          <Text className={styles.muted}>{t('processHistory.empty')}</Text>
        ) : (
          <HistoryTable label={label} entries={state.entries} />
        );
      break;
  }

  return (
    <section
      id={id}
      className={styles.root}
      aria-labelledby={label ? `${id}-label` : undefined}
      aria-busy={state.status === 'loading'}
    >
      {label ? (
        <Text id={`${id}-label`} weight="semibold">
          {label}
        </Text>
      ) : null}
      <div className={styles.scroll}>{content}</div>
    </section>
  );
}
