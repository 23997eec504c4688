import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { FormRegular } from '@fluentui/react-icons';
import type { DataProviderItem } from '@tessera/client';
import {
  type FieldTypeDefinition,
  FORM_GRID_COLUMNS,
  FORM_GRID_ROW_HEIGHT_PX,
  type FormField,
  type FormFieldLayout,
} from '@tessera/engine';
import { useId, useRef, useState } from 'react';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { providerFieldName } from './FieldBindingPicker';
import { FieldPalette, type PaletteDragData } from './FieldPalette';
import { FieldPropertiesPanel } from './FieldPropertiesPanel';
import { FieldTypeIcon } from './FieldTypeIcon';
import { CANVAS_DROP_ID, FormCanvas } from './FormCanvas';
import {
  addField,
  applyPlacement,
  createFormField,
  removeFields,
  setFieldBinding,
  updateField,
} from './formDraftEdits';
import { bottomRow, moveBy, placeAt, resizeBy } from './formLayout';
import { fieldLocation } from './formProblemLocation';
import { MultiSelectionPanel } from './MultiSelectionPanel';
import { registry } from './studioPlugins';
import { useFieldTypeLabel } from './useFieldTypeLabel';
import type { FormEditorState } from './useFormEditor';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(168px, 200px) minmax(0, 1fr) minmax(280px, 340px)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: '180px minmax(0, 1fr)' },
  },
  card: {
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  side: {
    position: 'sticky',
    top: tokens.spacingVerticalL,
    maxHeight: `calc(100vh - 2 * ${tokens.spacingVerticalL})`,
    overflowY: 'auto',
  },
  panel: { '@media (max-width: 1100px)': { gridColumn: '1 / -1', position: 'static' } },
  canvasCard: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  canvasArea: { position: 'relative' },
  empty: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
    pointerEvents: 'none',
    color: tokens.colorNeutralForeground2,
  },
  emptyIcon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  ghost: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: tokens.shadow16,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    cursor: 'grabbing',
  },
  liveRegion: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export interface FormDesignerProps {
  readonly editor: FormEditorState;
  /** The form's provider, with its fields (`null`: none bound, or not loaded yet). */
  readonly provider: DataProviderItem | null;
  readonly readOnly: boolean;
}

/**
 * The form designer (issue 8): the palette of every registered field type, the 12-column grid
 * and the selected field's properties. Types are dragged from the palette onto the grid
 * (dnd-kit) at the cell under the dragged card, or added under the other fields with Enter;
 * every change is one undo step of the editor's history, and each is announced to screen
 * readers.
 */
export function FormDesigner({ editor, provider, readOnly }: FormDesignerProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const typeLabel = useFieldTypeLabel();
  const { draft, edit, selection, select, problems } = editor;
  const fields = draft.fields;
  const canvasBox = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<{ type: FieldTypeDefinition; column: number } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const message = useProblemMessage(problems);
  const helpId = useId();
  const labelOf = (field: FormField) => field.label?.trim() || field.name;
  const invalid = new Set(
    fields
      .filter((field) =>
        [...problems.keys()].some(
          (location) =>
            location === fieldLocation(field.id) ||
            location.startsWith(`${fieldLocation(field.id)}:`),
        ),
      )
      .map((field) => field.id),
  );

  const add = (type: FieldTypeDefinition, position?: Pick<FormFieldLayout, 'x' | 'y'>) => {
    const field = createFormField(type, position ?? { x: 0, y: bottomRow(fields) }, fields);
    edit((form) => addField(form, field, placeAt([...form.fields, field], field.id, field.layout)));
    select([field.id]);
    setAnnouncement(t('forms.designer.added', { label: typeLabel(type.type) }));
  };
  const place = (id: string, layout: FormFieldLayout) =>
    edit((form) => applyPlacement(form, placeAt(form.fields, id, layout)));
  const move = (ids: readonly string[], dx: number, dy: number) => {
    const placement = moveBy(fields, ids, dx, dy);
    edit((form) => applyPlacement(form, placement));
    const first = fields.find((field) => field.id === ids[0]);
    const now = placement.get(ids[0] ?? '');
    if (first && now) {
      setAnnouncement(
        t('forms.designer.moved', { label: labelOf(first), column: now.x + 1, row: now.y + 1 }),
      );
    }
  };
  const resize = (id: string, dWidth: number, dHeight: number) => {
    const placement = resizeBy(fields, id, dWidth, dHeight);
    edit((form) => applyPlacement(form, placement));
    const field = fields.find((candidate) => candidate.id === id);
    const now = placement.get(id);
    if (field && now) {
      setAnnouncement(
        t('forms.designer.resized', {
          label: labelOf(field),
          width: now.width,
          height: now.height,
        }),
      );
    }
  };
  const remove = (ids: readonly string[]) => {
    if (ids.length === 0) return;
    edit((form) => removeFields(form, ids));
    select([]);
    setAnnouncement(t('forms.designer.removed', { count: ids.length }));
  };

  const dragStart = (event: DragStartEvent) => {
    const data = event.active.data.current as PaletteDragData | undefined;
    if (!data) return;
    const width = canvasBox.current?.clientWidth ?? 0;
    setDragged({ type: data.fieldType, column: width / FORM_GRID_COLUMNS });
  };
  const dragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const data = event.active.data.current as PaletteDragData | undefined;
    const rect = event.active.rect.current.translated;
    if (!data || !rect || event.over?.id !== CANVAS_DROP_ID) return;
    const grid = event.over.rect;
    const column = grid.width / FORM_GRID_COLUMNS;
    add(data.fieldType, {
      x: Math.max(0, Math.round((rect.left - grid.left) / column)),
      y: Math.max(0, Math.round((rect.top - grid.top) / FORM_GRID_ROW_HEIGHT_PX)),
    });
  };

  const selected =
    selection.length === 1 ? fields.find((field) => field.id === selection[0]) : undefined;

  return (
    <DndContext
      sensors={sensors}
      // Scrolling the page while a type is dragged would move the grid under the drop point.
      autoScroll={false}
      onDragStart={dragStart}
      onDragEnd={dragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div className={styles.root}>
        <div className={`${styles.card} ${styles.side}`}>
          <FieldPalette
            types={registry.fieldTypes}
            onAdd={(type) => add(type)}
            disabled={readOnly}
          />
        </div>
        <div className={`${styles.card} ${styles.canvasCard}`}>
          <Text as="h2" size={400} weight="semibold">
            {t('forms.designer.canvas')}
          </Text>
          <div className={styles.canvasArea} ref={canvasBox}>
            <FormCanvas
              fields={fields}
              selection={selection}
              onSelect={select}
              onPlace={place}
              onMoveBy={move}
              onResizeBy={resize}
              onRemove={remove}
              describedBy={helpId}
              readOnly={readOnly}
              invalid={invalid}
              describe={(field) => {
                const boundId = draft.binding?.fields[field.id];
                const bound = provider?.config.fields.find((candidate) => candidate.id === boundId);
                return {
                  typeLabel: typeLabel(field.type.name),
                  knownType: registry.resolveFieldType(field.type.name).ok,
                  ...(boundId ? { boundTo: bound ? providerFieldName(bound) : boundId } : {}),
                };
              }}
            />
            {fields.length === 0 && (
              <div className={styles.empty}>
                <FormRegular className={styles.emptyIcon} aria-hidden />
                <Text size={500} weight="semibold">
                  {t('forms.designer.emptyTitle')}
                </Text>
                <Text>{t('forms.designer.emptyMessage')}</Text>
              </div>
            )}
          </div>
          <Text size={200} className={styles.muted} id={helpId}>
            {t('forms.designer.canvasHelp')}
          </Text>
        </div>
        <div className={`${styles.card} ${styles.side} ${styles.panel}`}>
          {selected ? (
            <FieldPropertiesPanel
              key={selected.id}
              field={selected}
              fields={fields}
              provider={provider}
              binding={draft.binding?.fields[selected.id] ?? null}
              onChange={(change, key) =>
                edit((form) => updateField(form, selected.id, change), key)
              }
              onPlace={(layout) => place(selected.id, layout)}
              onBind={(providerFieldId) =>
                edit((form) => setFieldBinding(form, selected.id, providerFieldId))
              }
              onRemove={() => remove([selected.id])}
              problem={(part) =>
                message(
                  part === ''
                    ? fieldLocation(selected.id)
                    : `${fieldLocation(selected.id)}:${part}`,
                )
              }
            />
          ) : (
            <MultiSelectionPanel count={selection.length} onRemove={() => remove(selection)} />
          )}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div
            className={styles.ghost}
            style={{
              width: `${Math.max(dragged.column * dragged.type.defaultSize.width, 120)}px`,
              height: `${dragged.type.defaultSize.height * FORM_GRID_ROW_HEIGHT_PX}px`,
            }}
          >
            <FieldTypeIcon type={dragged.type.type} />
            {typeLabel(dragged.type.type)}
          </div>
        )}
      </DragOverlay>
      <div className={styles.liveRegion} aria-live="polite">
        {announcement}
      </div>
    </DndContext>
  );
}
