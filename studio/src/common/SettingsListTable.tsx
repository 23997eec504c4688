import {
  Button,
  Link,
  makeStyles,
  mergeClasses,
  TableCell,
  TableCellLayout,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { RecordStatus } from '@tessera/client';
import { useConfirm } from '@tessera/ui';
import type { ReactElement, ReactNode } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { notifications } from '../services';
import { ActionMenu, type MenuAction } from './ActionMenu';
import { StatusBadge } from './StatusBadge';
import { TableCard, type TableCardColumn } from './TableCard';
import { useLinkNavigation } from './useLinkNavigation';
import type { SettingsList, SettingsListItem, SettingsListPage } from './useSettingsList';
import { visuallyHidden } from './visuallyHidden';

/**
 * The screen families with a settings list; each keeps the list's texts in its own catalogue at
 * `<family>.list.*` (title, search, empty and no-match states, actions) and `<family>.status.*`.
 */
export type SettingsListFamily =
  | 'dataProviders'
  | 'forms'
  | 'processes'
  | 'views'
  | 'roles'
  | 'users'
  | 'clients'
  | 'documentTypes';

/** A column of a settings list between the name and the status. */
export interface SettingsListColumn<Item, SortField extends string> {
  readonly key: string;
  readonly header: string;
  /** The collection's sort field, when a click on the header sorts by the column. */
  readonly sortField?: SortField;
  readonly cell: (item: Item) => ReactNode;
  /** Secondary information, in a quieter colour. */
  readonly muted?: boolean | ((item: Item) => boolean);
}

/** A link shown as an icon button in a row, beside its menu. */
export interface RowLink {
  readonly key: string;
  /** Named with the row in the accessible name ("Browse records: Klienci"), and the tooltip. */
  readonly label: string;
  readonly icon: ReactElement;
  readonly href: string;
  /** Opens in a new tab (a runtime screen), not in the studio. */
  readonly newTab?: boolean;
}

/** Deleting a row from its menu, after a confirmation. */
export interface SettingsListDelete<Item> {
  readonly label: string;
  /** Deletes it on the server; a failure raises the adapter's notification. */
  readonly run: (item: Item) => Promise<unknown>;
  /** The confirmation's question; by default the common one naming the row. */
  readonly message?: (item: Item) => string;
}

/** What a settings list shows of each row and what can be done with it. */
export interface SettingsListRows<Item extends SettingsListItem, SortField extends string> {
  /** Below it, the table scrolls sideways. */
  readonly tableMinWidth: string;
  /** The row's name: in the "more actions" label and the delete confirmation. */
  readonly itemName: (item: Item) => string;
  /** The name column's link text; by default the name. */
  readonly nameText?: (item: Item) => string;
  /** Before the name: an avatar. */
  readonly nameMedia?: (item: Item) => ReactElement;
  /** The row's editor, which the name links to and the menu's "Edit" opens. */
  readonly editHref: (item: Item) => string;
  readonly columns: readonly SettingsListColumn<Item, SortField>[];
  /** Links shown in the row beside its menu. */
  readonly rowLinks?: (item: Item) => readonly RowLink[];
  /** The menu's actions between "Edit" and "Delete". */
  readonly menuActions?: (item: Item) => readonly MenuAction[];
  readonly onDelete?: SettingsListDelete<Item>;
}

export interface SettingsListTableProps<Item extends SettingsListItem, SortField extends string>
  extends SettingsListRows<Item, SortField> {
  readonly family: SettingsListFamily;
  readonly list: SettingsList<SettingsListPage<Item>, SortField>;
  readonly items: readonly Item[];
}

const useStyles = makeStyles({
  srOnly: visuallyHidden,
  name: { fontWeight: tokens.fontWeightSemibold },
  cell: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  statusColumn: { width: '140px' },
  menuOnly: { width: '72px' },
  withButtons: { width: '120px' },
});

/** A row's status as its badge tells it: a definition stored without one is active. */
function recordStatus(status: string | undefined): RecordStatus {
  return status === 'inactive' || status === 'deleted' ? status : 'active';
}

/**
 * The table of a settings list: the name linking to the row's editor (sorting the list), the
 * page's columns, the status, and the row's actions — "Edit", the page's own, and "Delete" after
 * a confirmation, which then reloads the list.
 */
export function SettingsListTable<Item extends SettingsListItem, SortField extends string>({
  family,
  list,
  items,
  tableMinWidth,
  itemName,
  nameText = itemName,
  nameMedia,
  editHref,
  columns,
  rowLinks,
  menuActions,
  onDelete,
}: SettingsListTableProps<Item, SortField>) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const navigate = useStudioNavigate();
  const linkClick = useLinkNavigation();
  const { confirmDelete, dialog } = useConfirm();
  const { sort } = list.state;

  const sortOf = (field: SortField | undefined): TableCardColumn['sort'] =>
    field === undefined
      ? undefined
      : {
          direction: sort.field === field ? sort.direction : undefined,
          onSort: () => list.sortBy(field),
        };
  const headers: TableCardColumn[] = [
    { key: 'name', label: t(`${family}.list.name`), sort: sortOf(list.nameField) },
    ...columns.map(({ key, header, sortField }) => ({
      key,
      label: header,
      sort: sortOf(sortField),
    })),
    { key: 'status', label: t(`${family}.list.status`), className: styles.statusColumn },
    {
      key: 'actions',
      label: <span className={styles.srOnly}>{t(`${family}.list.actions`)}</span>,
      className: rowLinks ? styles.withButtons : styles.menuOnly,
    },
  ];
  const remove = async (item: Item, { run, message }: SettingsListDelete<Item>) => {
    const question = message ? { message: message(item) } : { itemName: itemName(item) };
    if (!(await confirmDelete(question))) return;
    await run(item);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    list.reload();
  };
  const rowActions = (item: Item): MenuAction[] => [
    {
      key: 'edit',
      label: t(`${family}.list.edit`),
      icon: <EditRegular />,
      onClick: () => navigate(editHref(item)),
    },
    ...(menuActions?.(item) ?? []),
    ...(onDelete
      ? [
          {
            key: 'delete',
            label: onDelete.label,
            icon: <DeleteRegular />,
            onClick: () => void remove(item, onDelete),
          },
        ]
      : []),
  ];
  const nameLink = (item: Item) => {
    const href = editHref(item);
    return (
      <Link className={styles.name} href={href} onClick={linkClick(href)}>
        {nameText(item)}
      </Link>
    );
  };

  return (
    <>
      <TableCard
        title={t(`${family}.list.title`)}
        columns={headers}
        minWidth={tableMinWidth}
        busy={list.refreshing}
      >
        {items.map((item) => {
          const status = recordStatus(item.status);
          return (
            <TableRow key={item.id}>
              <TableCell className={styles.cell}>
                {nameMedia ? (
                  <TableCellLayout media={nameMedia(item)}>{nameLink(item)}</TableCellLayout>
                ) : (
                  nameLink(item)
                )}
              </TableCell>
              {columns.map(({ key, cell, muted }) => (
                <TableCell
                  key={key}
                  className={mergeClasses(
                    styles.cell,
                    (typeof muted === 'function' ? muted(item) : muted) && styles.muted,
                  )}
                >
                  {cell(item)}
                </TableCell>
              ))}
              <TableCell>
                <StatusBadge status={status}>{t(`${family}.status.${status}`)}</StatusBadge>
              </TableCell>
              <TableCell>
                <div className={styles.actions}>
                  {rowLinks?.(item).map(({ key, label, icon, href, newTab }) => (
                    <Button
                      key={key}
                      appearance="subtle"
                      icon={icon}
                      as="a"
                      href={href}
                      target={newTab ? '_blank' : undefined}
                      onClick={newTab ? undefined : linkClick(href)}
                      aria-label={`${label}: ${itemName(item)}`}
                      title={label}
                    />
                  ))}
                  <ActionMenu
                    trigger={
                      <Button
                        appearance="subtle"
                        icon={<MoreHorizontalRegular />}
                        aria-label={t(`${family}.list.moreActions`, { name: itemName(item) })}
                      />
                    }
                    actions={rowActions(item)}
                  />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableCard>
      {dialog}
    </>
  );
}
