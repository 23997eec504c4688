import {
  type DndContextProps,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { StudioMessageKey } from '../i18n/useStudioTranslation';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

/** The texts a sortable list announces, under one prefix of the catalogue. */
type DragText = 'dragInstructions' | 'dragStart' | 'dragOver' | 'moved' | 'dragCancel';

type PrefixOf<Key> = Key extends `${infer Prefix}.dragInstructions` ? Prefix : never;

/**
 * A catalogue prefix holding every drag text (`{prefix}.dragInstructions`, `.dragStart`,
 * `.dragOver`, `.moved`, `.dragCancel`), e.g. `'processes.steps'`. The texts get `name` (the
 * moved item's), `position` (1-based, where it is over or went) and `over` (the name there).
 */
export type SortableMessages = {
  [Prefix in PrefixOf<StudioMessageKey>]: `${Prefix}.${DragText}` extends StudioMessageKey
    ? Prefix
    : never;
}[PrefixOf<StudioMessageKey>];

export interface SortableItemsOptions<Item> {
  readonly items: readonly Item[];
  /** The item's id, unique in the list. */
  readonly idOf: (item: Item) => string;
  /** The item's name, as the announcements say it. */
  readonly nameOf: (item: Item) => string;
  readonly messages: SortableMessages;
  /** Moves the item at `from` to `to` (indexes in `items`). */
  readonly onMove?: (from: number, to: number) => void;
}

/** What a `DndContext` of a sortable list needs: sensors, announcements, and the drop. */
export interface SortableItems {
  readonly ids: string[];
  readonly sensors: NonNullable<DndContextProps['sensors']>;
  readonly accessibility: NonNullable<DndContextProps['accessibility']>;
  readonly onDragEnd: (event: DragEndEvent) => void;
}

/**
 * A vertical sortable list's drag-and-drop: by the pointer (after a few pixels, so a click stays
 * a click) or the keyboard (space, arrows, space), announced in the list's own words.
 */
export function useSortableItems<Item>({
  items,
  idOf,
  nameOf,
  messages,
  onMove,
}: SortableItemsOptions<Item>): SortableItems {
  const { t } = useStudioTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameAt = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? '' : nameOf(item);
  };
  const text = (key: DragText, params?: Record<string, unknown>) =>
    t(`${messages}.${key}` as StudioMessageKey, params);
  const place = (name: UniqueIdentifier, at: UniqueIdentifier) => ({
    name: nameAt(name),
    position: indexOf(at) + 1,
    over: nameAt(at),
  });
  return {
    ids,
    sensors,
    accessibility: {
      screenReaderInstructions: { draggable: text('dragInstructions') },
      announcements: {
        onDragStart: ({ active }) => text('dragStart', { name: nameAt(active.id) }),
        onDragOver: ({ active, over }) =>
          over ? text('dragOver', place(active.id, over.id)) : undefined,
        onDragEnd: ({ active, over }) => text('moved', place(active.id, (over ?? active).id)),
        onDragCancel: ({ active }) => text('dragCancel', { name: nameAt(active.id) }),
      },
    },
    onDragEnd: ({ active, over }) => {
      if (over === null || active.id === over.id || onMove === undefined) return;
      const from = indexOf(active.id);
      const to = indexOf(over.id);
      if (from >= 0 && to >= 0) onMove(from, to);
    },
  };
}
