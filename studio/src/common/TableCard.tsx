import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { SortDirection } from './settingsListState';

/** A column's header in a `TableCard`. */
export interface TableCardColumn {
  readonly key: string;
  readonly label: ReactNode;
  /** A sortable column: the way it sorts now (absent while another one sorts), and a click. */
  readonly sort?: { readonly direction: SortDirection | undefined; readonly onSort: () => void };
  readonly className?: string;
}

export interface TableCardProps {
  /** The table's accessible name. */
  readonly title: string;
  readonly columns: readonly TableCardColumn[];
  /** Below it, the card scrolls sideways. */
  readonly minWidth?: string;
  /** A newer page is loading: the rows shown are the previous ones. */
  readonly busy?: boolean;
  /** The rows. */
  readonly children: ReactNode;
}

const useStyles = makeStyles({
  card: {
    // A wide table scrolls inside its card instead of squeezing the side menu (its size does not
    // count towards the page's minimum width).
    contain: 'inline-size',
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    marginBottom: tokens.spacingVerticalM,
  },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
});

const ariaDirection = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A table on a card, as the studio's lists show records: a shaded header row whose sortable
 * columns sort on a click, and the rows given as children.
 */
export function TableCard({ title, columns, minWidth, busy, children }: TableCardProps) {
  const styles = useStyles();
  return (
    <div className={styles.card}>
      <Table
        style={minWidth ? { minWidth } : undefined}
        aria-label={title}
        aria-busy={busy}
        sortable={columns.some((column) => column.sort)}
      >
        <TableHeader className={styles.header}>
          <TableRow>
            {columns.map(({ key, label, sort, className }) => (
              <TableHeaderCell
                key={key}
                className={mergeClasses(styles.headerCell, className)}
                sortable={sort !== undefined}
                sortDirection={sort?.direction && ariaDirection[sort.direction]}
                onClick={sort?.onSort}
              >
                {label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
