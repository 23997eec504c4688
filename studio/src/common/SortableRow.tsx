import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { KeyboardEvent, ReactNode } from 'react';

export interface SortableRowProps {
  /** The item's id in its `SortableItemList`. */
  readonly id: string;
  /** The row's accessible name (the item's name). */
  readonly label: string;
  /** The drag handle's accessible name, e.g. "Przeciągnij, aby zmienić kolejność: Nazwa". */
  readonly handleLabel: string;
  /** Makes the row selectable: a click, or Enter or space on the focused row. */
  readonly onSelect?: () => void;
  readonly selected?: boolean;
  /** The focused row's keys, instead of selecting with Enter and space. */
  readonly onKeyDown?: (event: KeyboardEvent) => void;
  readonly disabled?: boolean;
  /** The row's own layout (its grid columns), merged over the common look. */
  readonly className?: string;
  readonly handleClassName?: string;
  /**
   * A tree's row: the list item carries the level (indented by `indent` per level below the
   * first) and the row inside it is a button of its own.
   */
  readonly level?: { readonly depth: number; readonly indent: number };
  /** What follows the handle: the item's texts, badges and buttons. */
  readonly children: ReactNode;
}

const useStyles = makeStyles({
  item: { transitionProperty: 'padding-left', transitionDuration: tokens.durationFast },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selectable: {
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
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  handle: { cursor: 'grab', touchAction: 'none' },
});

/** Enter and space on the focused row itself (not on a button in it) select the row. */
function selectWithKeys(onSelect: () => void) {
  return (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
    }
  };
}

/**
 * One row of a `SortableItemList`: its drag handle first (the pointer's grip, and the keyboard's
 * — space, arrows, space), then the item's content; selectable when it has `onSelect`.
 */
export function SortableRow({
  id,
  label,
  handleLabel,
  onSelect,
  selected = false,
  onKeyDown,
  disabled = false,
  className,
  handleClassName,
  level,
  children,
}: SortableRowProps) {
  const styles = useStyles();
  const sortable = useSortable({ id, disabled });
  const keyDown = onKeyDown ?? (onSelect ? selectWithKeys(onSelect) : undefined);
  const rowClassName = mergeClasses(
    styles.row,
    onSelect && styles.selectable,
    selected && styles.selected,
    sortable.isDragging && styles.dragging,
    className,
  );
  const content = (
    <>
      <Button
        ref={sortable.setActivatorNodeRef}
        className={mergeClasses(styles.handle, handleClassName)}
        appearance="subtle"
        size="small"
        icon={<ReOrderDotsVerticalRegular />}
        aria-label={handleLabel}
        disabled={disabled}
        {...sortable.attributes}
        {...sortable.listeners}
        onClick={(event) => event.stopPropagation()}
      />
      {children}
    </>
  );
  const itemProps = {
    ref: sortable.setNodeRef,
    'aria-label': label,
    'aria-current': selected ? ('true' as const) : undefined,
  };
  const motion = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  if (level !== undefined) {
    return (
      <li
        {...itemProps}
        className={styles.item}
        style={{ ...motion, paddingLeft: `${(level.depth - 1) * level.indent}px` }}
        data-level={level.depth}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a row holding buttons cannot be a button. */}
        <div
          role="button"
          tabIndex={0}
          className={rowClassName}
          onClick={onSelect}
          onKeyDown={keyDown}
        >
          {content}
        </div>
      </li>
    );
  }
  return (
    <li
      {...itemProps}
      style={motion}
      className={rowClassName}
      tabIndex={onSelect ? 0 : undefined}
      onClick={onSelect}
      onKeyDown={keyDown}
    >
      {content}
    </li>
  );
}
