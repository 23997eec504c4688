import {
  Link,
  makeStyles,
  mergeClasses,
  TableCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ProviderField, QueryRecord } from '@tessera/engine';
import { presentRecordValue } from '@tessera/engine';
import { nextSortDirection, type SortDirection } from '../common/settingsListState';
import { TableCard, type TableCardColumn } from '../common/TableCard';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { fieldLabel } from './fieldLabel';

/** A column the records are sorted by: a field's `dbFieldName`, or `$createdAt`. */
export interface RecordsSort {
  readonly key: string;
  readonly direction: SortDirection;
}

export interface RecordsTableProps {
  readonly title: string;
  readonly fields: readonly ProviderField[];
  readonly records: readonly QueryRecord[];
  readonly sort: RecordsSort;
  readonly onSort: (sort: RecordsSort) => void;
  /** Opens a record for editing; absent when records are not edited here. */
  readonly onOpen?: ((recordId: string) => void) | undefined;
  /** Whether to show when each record was created (numbered computed rows have no such time). @default true */
  readonly createdAt?: boolean;
}

const useStyles = makeStyles({
  headerCell: { whiteSpace: 'nowrap' },
  cell: { maxWidth: '320px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Records as a table: a column per field with the presented value read from `data` by
 * `dbFieldName` (spec 002 §3), and when each was created; headers sort, the first cell opens the
 * record where records are edited.
 */
export function RecordsTable({
  title,
  fields,
  records,
  sort,
  onSort,
  onOpen,
  createdAt = true,
}: RecordsTableProps) {
  const { t, i18n } = useStudioTranslation();
  const styles = useStyles();
  const created = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const booleans = { true: t('dataProviders.browse.yes'), false: t('dataProviders.browse.no') };
  const column = (key: string, label: string): TableCardColumn => {
    const direction = sort.key === key ? sort.direction : undefined;
    return {
      key,
      label,
      className: styles.headerCell,
      sort: { direction, onSort: () => onSort({ key, direction: nextSortDirection(direction) }) },
    };
  };
  return (
    <TableCard
      title={title}
      columns={[
        ...fields.map((field) => column(field.dbFieldName, fieldLabel(field))),
        ...(createdAt ? [column('$createdAt', t('dataProviders.browse.createdAt'))] : []),
      ]}
    >
      {records.map((record) => (
        <TableRow key={record.id}>
          {fields.map((field, index) => {
            const text = presentRecordValue(field, record.data[field.dbFieldName], {
              timeZone: timeZone(),
              booleans,
            });
            const shown = text === '' ? <span className={styles.muted}>—</span> : text;
            return (
              <TableCell
                key={field.id}
                className={mergeClasses(
                  styles.cell,
                  field.fieldValue.type === 'number' && styles.number,
                )}
                title={text}
              >
                {index === 0 && onOpen ? (
                  <Link
                    as="button"
                    aria-label={t('dataProviders.browse.openRecord', { id: text || record.id })}
                    onClick={() => onOpen(record.id)}
                  >
                    {shown}
                  </Link>
                ) : (
                  shown
                )}
              </TableCell>
            );
          })}
          {createdAt && (
            <TableCell className={styles.muted}>
              {record.createdAt ? created.format(new Date(record.createdAt)) : '—'}
            </TableCell>
          )}
        </TableRow>
      ))}
    </TableCard>
  );
}
