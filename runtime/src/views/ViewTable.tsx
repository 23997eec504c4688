import {
  Link,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { RuntimeViewColumn, ViewRow, ViewSort } from '@tessera/client';
import type { MouseEvent } from 'react';
import { ViewCellText } from './ViewCellText';

/** What both row layouts (table and cards) draw from. */
export interface ViewRowsProps {
  readonly title: string;
  readonly columns: readonly RuntimeViewColumn[];
  readonly rows: readonly ViewRow[];
  readonly sort: ViewSort | null;
  readonly onSort: (sort: ViewSort | null) => void;
  /** Where clicking a row leads; undefined for a row that opens nothing. */
  readonly hrefOf: (row: ViewRow) => string | undefined;
  readonly onOpen: (href: string) => void;
}

/** A plain click (no modifier, left button) opens in the app; others are the browser's. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const useStyles = makeStyles({
  // Wide tables scroll sideways inside the page instead of widening it.
  scroll: { overflowX: 'auto' },
  table: { minWidth: '480px' },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  clickable: { cursor: 'pointer' },
  cell: { paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
  link: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * A view's rows as a Fluent table (wide screens): headers of sortable columns sort on click
 * (ascending, descending, back to the view's order) and say their order to assistive
 * technology; a row that opens a form opens it on click, its first cell being the link
 * (keyboard users and "open in new tab" get it there).
 */
export function ViewTable({ title, columns, rows, sort, onSort, hrefOf, onOpen }: ViewRowsProps) {
  const styles = useStyles();
  const directionOf = (column: RuntimeViewColumn) => {
    if (sort?.columnId !== column.id) return undefined;
    return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
  };
  const clickHeader = (column: RuntimeViewColumn) => {
    if (!column.sortable) return;
    if (sort?.columnId !== column.id) onSort({ columnId: column.id, direction: 'asc' });
    else onSort(sort.direction === 'asc' ? { columnId: column.id, direction: 'desc' } : null);
  };

  return (
    <div className={styles.scroll}>
      <Table aria-label={title} className={styles.table} sortable>
        <TableHeader className={styles.header}>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                className={styles.headerCell}
                sortable={column.sortable}
                sortDirection={directionOf(column)}
                onClick={column.sortable ? () => clickHeader(column) : undefined}
              >
                {column.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const href = hrefOf(row);
            const open = (event: MouseEvent) => {
              if (href === undefined || !isPlainClick(event)) return;
              event.preventDefault();
              onOpen(href);
            };
            return (
              <TableRow
                key={row.id}
                className={mergeClasses(href !== undefined && styles.clickable)}
                onClick={href === undefined ? undefined : open}
                data-row-id={row.id}
              >
                {columns.map((column, index) => (
                  <TableCell key={column.id} className={styles.cell}>
                    {index === 0 && href !== undefined ? (
                      <Link
                        href={href}
                        className={styles.link}
                        onClick={(event) => {
                          // The row would open it again.
                          event.stopPropagation();
                          open(event);
                        }}
                      >
                        <ViewCellText value={row.cells[column.id] ?? null} openLabel />
                      </Link>
                    ) : (
                      <ViewCellText value={row.cells[column.id] ?? null} />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
