import { useDroppable } from '@dnd-kit/core';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  FORM_GRID_COLUMNS,
  FORM_GRID_ROW_HEIGHT_PX,
  type FormField,
  type FormFieldLayout,
} from '@tessera/engine';
import { type KeyboardEvent, type MouseEvent, useCallback, useMemo } from 'react';
import GridLayout, {
  type Compactor,
  type LayoutItem,
  noCompactor,
  useContainerWidth,
} from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { FieldCard, type FieldCardInfo } from './FieldCard';

/** The droppable id of the grid: the palette's types are dropped on it. */
export const CANVAS_DROP_ID = 'form-canvas';

// The grid never moves other fields while one is dragged or resized: the editor settles the
// layout when it is dropped (fields in the way move down), so what the grid shows is always the
// draft, and the draft never holds overlapping fields.
const overlapWhileDragging: Compactor = { ...noCompactor, allowOverlap: true };
const gridConfig = {
  cols: FORM_GRID_COLUMNS,
  rowHeight: FORM_GRID_ROW_HEIGHT_PX,
  margin: [0, 0] as const,
  containerPadding: [0, 0] as const,
};
const resizeConfig = { handles: ['e', 's', 'se'] as const };

const arrows: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const useStyles = makeStyles({
  canvas: {
    position: 'relative',
    minHeight: '480px',
    borderRadius: tokens.borderRadiusMedium,
    outlineStyle: 'none',
    // The 12 columns, faintly: where fields can start and end.
    backgroundImage: `repeating-linear-gradient(to right, ${tokens.colorNeutralBackground2} 0, ${tokens.colorNeutralBackground2} calc(100% / ${FORM_GRID_COLUMNS} - 1px), ${tokens.colorNeutralStroke3} calc(100% / ${FORM_GRID_COLUMNS} - 1px), ${tokens.colorNeutralStroke3} calc(100% / ${FORM_GRID_COLUMNS}))`,
    '& .react-grid-item.react-grid-placeholder': {
      backgroundColor: tokens.colorBrandBackground2,
      opacity: 1,
      borderRadius: tokens.borderRadiusMedium,
      outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
      outlineOffset: '-4px',
    },
    '& .react-grid-item > .react-resizable-handle::after': {
      borderRightColor: tokens.colorNeutralForeground3,
      borderBottomColor: tokens.colorNeutralForeground3,
    },
  },
  dropTarget: {
    outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    outlineOffset: '2px',
  },
  cell: { display: 'flex' },
});

export interface FormCanvasProps {
  readonly fields: readonly FormField[];
  readonly selection: readonly string[];
  readonly onSelect: (ids: readonly string[]) => void;
  /** A field dragged or resized to `layout`. */
  readonly onPlace: (id: string, layout: FormFieldLayout) => void;
  /** The arrow keys: the selected fields by one cell. */
  readonly onMoveBy: (ids: readonly string[], dx: number, dy: number) => void;
  /** Shift with the arrow keys: one field by one cell. */
  readonly onResizeBy: (id: string, dWidth: number, dHeight: number) => void;
  readonly onRemove: (ids: readonly string[]) => void;
  /** What a field's card shows besides its label: type, binding, marks. */
  readonly describe: (field: FormField) => FieldCardInfo;
  readonly readOnly?: boolean;
  /** The id of the text that explains the keyboard. */
  readonly describedBy?: string;
  /** Ids of fields with problems: their cards are marked. */
  readonly invalid?: ReadonlySet<string>;
}

/**
 * The form's grid (spec 002 §3: 12 columns, 10 px rows) over react-grid-layout: fields as cards
 * at their x, y, width and height; drag to move, handles to resize; click to select, Shift or
 * Ctrl click to add to the selection. With the keyboard (issue 8 accessibility): Tab reaches
 * each card, Enter or Space selects it, the arrow keys move the selected fields by one cell,
 * Shift with the arrows resizes, Delete removes, Escape clears the selection. The palette's
 * types are dropped on it (dnd-kit).
 */
export function FormCanvas({
  fields,
  selection,
  onSelect,
  onPlace,
  onMoveBy,
  onResizeBy,
  onRemove,
  describe,
  readOnly = false,
  describedBy,
  invalid,
}: FormCanvasProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { width, containerRef, mounted } = useContainerWidth();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID, disabled: readOnly });
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      containerRef.current = node;
      setNodeRef(node);
    },
    [containerRef, setNodeRef],
  );
  const layout = useMemo<LayoutItem[]>(
    () =>
      fields.map((field) => ({
        i: field.id,
        x: field.layout.x,
        y: field.layout.y,
        w: field.layout.width,
        h: field.layout.height,
        minW: 1,
        maxW: FORM_GRID_COLUMNS,
        minH: 1,
      })),
    [fields],
  );

  const placed = (item: LayoutItem | null) => {
    if (item) onPlace(item.i, { x: item.x, y: item.y, width: item.w, height: item.h });
  };
  const click = (id: string) => (event: MouseEvent) => {
    event.stopPropagation();
    (event.currentTarget as HTMLElement).focus();
    if (event.shiftKey || event.ctrlKey || event.metaKey) {
      onSelect(
        selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id],
      );
    } else onSelect([id]);
  };
  const keyDown = (id: string) => (event: KeyboardEvent) => {
    const arrow = arrows[event.key];
    const selected = selection.includes(id) ? selection : [id];
    if (arrow && !readOnly) {
      event.preventDefault();
      if (!selection.includes(id)) onSelect([id]);
      if (event.shiftKey) onResizeBy(id, arrow[0], arrow[1]);
      else onMoveBy(selected, arrow[0], arrow[1]);
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && !readOnly) {
      event.preventDefault();
      onRemove(selected);
      (event.currentTarget.closest('[data-form-canvas]') as HTMLElement | null)?.focus();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) {
        onSelect(
          selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id],
        );
      } else onSelect([id]);
      return;
    }
    if (event.key === 'Escape') onSelect([]);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of cards the keyboard and mouse arrange, not a fieldset of inputs.
    <div
      ref={attach}
      role="group"
      aria-label={t('forms.designer.canvas')}
      aria-describedby={describedBy}
      data-form-canvas=""
      tabIndex={-1}
      className={mergeClasses(styles.canvas, isOver && styles.dropTarget)}
      onClick={() => onSelect([])}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onSelect([]);
      }}
    >
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={gridConfig}
          dragConfig={{ enabled: !readOnly, cancel: '.react-resizable-handle' }}
          resizeConfig={{ ...resizeConfig, enabled: !readOnly }}
          compactor={overlapWhileDragging}
          onDragStop={(_layout, _old, item) => placed(item)}
          onResizeStop={(_layout, _old, item) => placed(item)}
        >
          {fields.map((field) => (
            <div key={field.id} className={styles.cell}>
              <FieldCard
                field={field}
                info={describe(field)}
                selected={selection.includes(field.id)}
                invalid={invalid?.has(field.id) ?? false}
                onClick={click(field.id)}
                onKeyDown={keyDown(field.id)}
              />
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
