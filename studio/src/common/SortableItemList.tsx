import { closestCenter, DndContext, type DndContextProps } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type SortableItemsOptions, useSortableItems } from './useSortableItems';

export interface SortableItemListProps<Item> extends SortableItemsOptions<Item> {
  /** The list's accessible name. */
  readonly label: string;
  /** One item's row: a `SortableRow` with the item's id. */
  readonly renderItem: (item: Item, index: number) => ReactNode;
  readonly className?: string;
  /**
   * Drag handlers of a list whose drop is more than a move (a tree also nests); the `onDragEnd`
   * given here replaces the move by `onMove`.
   */
  readonly dragHandlers?: Pick<
    DndContextProps,
    'onDragStart' | 'onDragMove' | 'onDragOver' | 'onDragEnd' | 'onDragCancel'
  >;
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
});

/**
 * A list in an order the person sets: each row dragged by its handle — or with the keyboard:
 * space, arrows, space — to another place, the moves announced to screen readers.
 */
export function SortableItemList<Item>({
  label,
  renderItem,
  className,
  dragHandlers,
  ...options
}: SortableItemListProps<Item>) {
  const styles = useStyles();
  const { ids, sensors, accessibility, onDragEnd } = useSortableItems(options);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
      {...dragHandlers}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={mergeClasses(styles.list, className)} aria-label={label}>
          {options.items.map(renderItem)}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
