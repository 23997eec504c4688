import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Badge,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ErrorCircleFilled,
  MoreHorizontalRegular,
  ReOrderDotsVerticalRegular,
  TextIndentDecreaseLtrRegular,
  TextIndentIncreaseLtrRegular,
} from '@fluentui/react-icons';
import { MenuIcon } from '@tessera/ui';
import { type KeyboardEvent, type ReactElement, useState } from 'react';
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
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { transitionProperty: 'padding-left', transitionDuration: tokens.durationFast },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  selected: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  dragging: { opacity: 0.6 },
  handle: { cursor: 'grab', touchAction: 'none' },
  icon: {
    display: 'inline-flex',
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForeground2,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  target: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  badges: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    justifyContent: 'flex-end',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
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
  const sortable = useSortable({ id: node.key });
  const name = node.entry.text.trim() || t('layout.menu.untitled');
  return (
    <li
      ref={sortable.setNodeRef}
      className={styles.item}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        paddingLeft: `${(depth - 1) * indentPx}px`,
      }}
      aria-label={name}
      data-level={depth}
      aria-current={selected ? 'true' : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a row holding buttons cannot be a button. */}
      <div
        role="button"
        tabIndex={0}
        className={mergeClasses(
          styles.row,
          selected && styles.selected,
          sortable.isDragging && styles.dragging,
        )}
        onClick={onSelect}
        onKeyDown={onKeyDown}
      >
        <Button
          ref={sortable.setActivatorNodeRef}
          className={styles.handle}
          appearance="subtle"
          size="small"
          icon={<ReOrderDotsVerticalRegular />}
          aria-label={t('layout.menu.drag', { name })}
          {...sortable.attributes}
          {...sortable.listeners}
          onClick={(event) => event.stopPropagation()}
        />
        <span className={styles.icon} aria-hidden>
          <MenuIcon name={node.entry.icon} />
        </span>
        <span className={styles.text}>
          <Text weight="semibold" className={styles.name}>
            {name}
          </Text>
          <Text size={200} className={styles.target}>
            <span className={styles.srOnly}>{t('layout.menu.level', { level: depth })} </span>
            {target}
          </Text>
        </span>
        <span className={styles.badges}>
          {problem && (
            <Tooltip content={t('layout.menu.hasProblem')} relationship="label">
              <ErrorCircleFilled className={styles.error} />
            </Tooltip>
          )}
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
        </span>
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
      </div>
    </li>
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
  const styles = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
  const nameOf = (key: unknown) =>
    flat.find((item) => item.node.key === key)?.node.entry.text || t('layout.menu.untitled');

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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={start}
      onDragMove={move}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => setDrag(null)}
      accessibility={{
        screenReaderInstructions: { draggable: t('layout.menu.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('layout.menu.dragStart', { name: nameOf(active.id) }),
          onDragOver: ({ active, over: target }) =>
            target
              ? t('layout.menu.dragOver', { name: nameOf(active.id), over: nameOf(target.id) })
              : undefined,
          onDragEnd: ({ active }) => t('layout.menu.moved', { name: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('layout.menu.dragCancel', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext
        items={items.map((item) => item.node.key)}
        strategy={verticalListSortingStrategy}
      >
        <ul className={styles.list} aria-label={t('layout.menu.tree')}>
          {items.map((item) => {
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
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
