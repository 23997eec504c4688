import type { DragEndEvent, DragMoveEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import {
  Badge,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  MoreHorizontalRegular,
  TextIndentDecreaseLtrRegular,
  TextIndentIncreaseLtrRegular,
} from '@fluentui/react-icons';
import { MenuIcon } from '@tessera/ui';
import { type KeyboardEvent, type ReactElement, useState } from 'react';
import { ItemRowSummary } from '../common/ItemRowSummary';
import { SortableItemList } from '../common/SortableItemList';
import { SortableRow } from '../common/SortableRow';
import { visuallyHidden } from '../common/visuallyHidden';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import {
  type FlatMenuNode,
  flattenMenu,
  indentMenuNode,
  type MenuNode,
  moveMenuNode,
  outdentMenuNode,
  projectMenuDrop,
  shiftMenuNode,
  subtreeKeys,
} from './menuTree';

/** How far one level of nesting moves an entry to the right, in pixels (and drag distance). */
const indentPx = 28;

export interface MenuTreeEditorProps {
  readonly menu: readonly MenuNode[];
  readonly selectedKey: string | null;
  readonly onSelect: (key: string) => void;
  readonly onChange: (menu: MenuNode[]) => void;
  /** Adds a new entry under `parentKey` (null: at the end of the top level). */
  readonly onAdd: (parentKey: string | null) => void;
  /** Asks to remove the entry (the caller confirms when it has children). */
  readonly onRemove: (key: string) => void;
  /** Where the entry leads, in words (a view's name, an address). */
  readonly describeTarget: (node: MenuNode) => string;
  readonly hasProblem: (key: string) => boolean;
}

const useStyles = makeStyles({
  row: {
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  icon: {
    display: 'inline-flex',
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForeground2,
  },
  srOnly: visuallyHidden,
});

interface RowProps {
  readonly flat: FlatMenuNode;
  readonly depth: number;
  readonly selected: boolean;
  readonly problem: boolean;
  readonly target: string;
  readonly onSelect: () => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly actions: readonly {
    key: string;
    label: string;
    icon: ReactElement;
    run: () => void;
    disabled?: boolean;
  }[];
}

function MenuTreeRow({
  flat,
  depth,
  selected,
  problem,
  target,
  onSelect,
  onKeyDown,
  actions,
}: RowProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { node } = flat;
  const name = node.entry.text.trim() || t('layout.menu.untitled');
  return (
    <SortableRow
      id={node.key}
      label={name}
      handleLabel={t('layout.menu.drag', { name })}
      className={styles.row}
      level={{ depth, indent: indentPx }}
      selected={selected}
      onSelect={onSelect}
      onKeyDown={onKeyDown}
    >
      <span className={styles.icon} aria-hidden>
        <MenuIcon name={node.entry.icon} />
      </span>
      <ItemRowSummary
        name={name}
        detail={
          <>
            <span className={styles.srOnly}>{t('layout.menu.level', { level: depth })} </span>
            {target}
          </>
        }
        problem={problem && t('layout.menu.hasProblem')}
      >
        {node.entry.expandedByDefault && node.children.length > 0 && (
          <Badge appearance="outline" color="informative" size="small">
            {t('layout.menu.expanded')}
          </Badge>
        )}
        {(node.entry.groups ?? []).map((group) => (
          <Badge key={group} appearance="tint" color="brand" size="small">
            {group}
          </Badge>
        ))}
      </ItemRowSummary>
      {/* Menu items render in a portal whose clicks still bubble to the row: keep them there. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from selecting the row. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keys reach the menu's own handlers. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              size="small"
              icon={<MoreHorizontalRegular />}
              aria-label={t('layout.menu.actions', { name })}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {actions.map((action) => (
                <MenuItem
                  key={action.key}
                  icon={action.icon}
                  disabled={action.disabled}
                  onClick={action.run}
                >
                  {action.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </span>
    </SortableRow>
  );
}

/** What Alt and an arrow key do to an entry: up, down, indent, outdent; null for other keys. */
function keyboardMove(menu: readonly MenuNode[], key: string, pressed: string): MenuNode[] | null {
  switch (pressed) {
    case 'ArrowUp':
      return shiftMenuNode(menu, key, -1);
    case 'ArrowDown':
      return shiftMenuNode(menu, key, 1);
    case 'ArrowRight':
      return indentMenuNode(menu, key);
    case 'ArrowLeft':
      return outdentMenuNode(menu, key);
    default:
      return null;
  }
}

/**
 * The application menu as a sortable tree (spec 000 §2 side menu: entries with children): drag
 * an entry by its handle up or down to move it, right or left to nest it under the entry above
 * or take it out (its children go with it); Alt and the arrow keys do the same from the keyboard,
 * and each entry's menu offers every move. The tree never nests deeper than the menu allows.
 */
export function MenuTreeEditor({
  menu,
  selectedKey,
  onSelect,
  onChange,
  onAdd,
  onRemove,
  describeTarget,
  hasProblem,
}: MenuTreeEditorProps) {
  const { t } = useStudioTranslation();
  const [drag, setDrag] = useState<{ active: string; over: string; offset: number } | null>(null);

  const flat = flattenMenu(menu);
  const hidden = new Set(
    drag === null
      ? []
      : subtreeKeys(flat.find((item) => item.node.key === drag.active)!.node).slice(1),
  );
  const items = flat.filter((item) => !hidden.has(item.node.key));
  const projected =
    drag === null
      ? null
      : projectMenuDrop(items, drag.active, drag.over, Math.round(drag.offset / indentPx));
  const nameOf = (item: FlatMenuNode) => item.node.entry.text.trim() || t('layout.menu.untitled');

  const start = ({ active }: DragStartEvent) =>
    setDrag({ active: String(active.id), over: String(active.id), offset: 0 });
  const move = ({ delta }: DragMoveEvent) =>
    setDrag((current) => (current === null ? null : { ...current, offset: delta.x }));
  const over = ({ over: target }: DragOverEvent) =>
    setDrag((current) =>
      current === null || target === null ? current : { ...current, over: String(target.id) },
    );
  const end = (_: DragEndEvent) => {
    if (drag !== null && projected !== null) onChange(moveMenuNode(menu, drag.active, projected));
    setDrag(null);
  };

  const keyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const moved = event.altKey ? keyboardMove(menu, key, event.key) : null;
    if (moved !== null) {
      event.preventDefault();
      onChange(moved);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(key);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onRemove(key);
    }
  };

  return (
    <SortableItemList
      items={items}
      idOf={(item) => item.node.key}
      nameOf={nameOf}
      messages="layout.menu"
      label={t('layout.menu.tree')}
      dragHandlers={{
        onDragStart: start,
        onDragMove: move,
        onDragOver: over,
        onDragEnd: end,
        onDragCancel: () => setDrag(null),
      }}
      renderItem={(item) => {
        const key = item.node.key;
        const first = item.index === 0;
        const siblings =
          item.parentKey === null
            ? menu.length
            : (flat.find((candidate) => candidate.node.key === item.parentKey)?.node.children
                .length ?? 0);
        return (
          <MenuTreeRow
            key={key}
            flat={item}
            depth={drag?.active === key && projected ? projected.depth : item.depth}
            selected={key === selectedKey}
            problem={hasProblem(key)}
            target={describeTarget(item.node)}
            onSelect={() => onSelect(key)}
            onKeyDown={keyDown(key)}
            actions={[
              {
                key: 'child',
                label: t('layout.menu.addChild'),
                icon: <AddRegular />,
                run: () => onAdd(key),
              },
              {
                key: 'up',
                label: t('layout.menu.moveUp'),
                icon: <ArrowUpRegular />,
                disabled: first,
                run: () => onChange(shiftMenuNode(menu, key, -1)),
              },
              {
                key: 'down',
                label: t('layout.menu.moveDown'),
                icon: <ArrowDownRegular />,
                disabled: item.index === siblings - 1,
                run: () => onChange(shiftMenuNode(menu, key, 1)),
              },
              {
                key: 'indent',
                label: t('layout.menu.indent'),
                icon: <TextIndentIncreaseLtrRegular />,
                disabled: first,
                run: () => onChange(indentMenuNode(menu, key)),
              },
              {
                key: 'outdent',
                label: t('layout.menu.outdent'),
                icon: <TextIndentDecreaseLtrRegular />,
                disabled: item.parentKey === null,
                run: () => onChange(outdentMenuNode(menu, key)),
              },
              {
                key: 'remove',
                label: t('layout.menu.remove'),
                icon: <DeleteRegular />,
                run: () => onRemove(key),
              },
            ]}
          />
        );
      }}
    />
  );
}
