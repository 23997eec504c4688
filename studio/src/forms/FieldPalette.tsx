import { useDraggable } from '@dnd-kit/core';
import { makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import type { FieldTypeDefinition } from '@tessera/engine';
import { useId } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { FieldTypeIcon } from './FieldTypeIcon';
import { paletteSections } from './paletteSections';
import { useFieldTypeLabel } from './useFieldTypeLabel';

/** What a palette item carries while dragged: the field type to add. */
export interface PaletteDragData {
  readonly fieldType: FieldTypeDefinition;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    boxSizing: 'border-box',
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    minHeight: '32px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'start',
    cursor: 'grab',
    touchAction: 'none',
    ':hover': {
      ...shorthands.borderColor(tokens.colorBrandStroke2),
      backgroundColor: tokens.colorBrandBackground2,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
    ':disabled': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  },
  dragging: { opacity: 0.5 },
  icon: { fontSize: '18px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  name: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  size: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
});

function PaletteItem({
  fieldType,
  label,
  disabled,
  onAdd,
}: {
  fieldType: FieldTypeDefinition;
  label: string;
  disabled: boolean;
  onAdd: (type: FieldTypeDefinition) => void;
}) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const data: PaletteDragData = { fieldType };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `palette:${fieldType.type}`,
    data,
    disabled,
  });
  const { width, height } = fieldType.defaultSize;
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        // dnd-kit's own description speaks of its keyboard sensor; Enter adds here instead.
        aria-describedby={undefined}
        aria-roledescription={undefined}
        aria-label={t('forms.designer.paletteAdd', { type: label })}
        title={t('forms.designer.paletteSize', { width, height })}
        disabled={disabled}
        className={mergeClasses(styles.item, isDragging && styles.dragging)}
        onClick={() => onAdd(fieldType)}
      >
        <FieldTypeIcon type={fieldType.type} className={styles.icon} />
        <span className={styles.name}>{label}</span>
        <span className={styles.size} aria-hidden>
          {width} × {height}
        </span>
      </button>
    </li>
  );
}

export interface FieldPaletteProps {
  readonly types: readonly FieldTypeDefinition[];
  /** Enter, Space or a click: the type as a new field under the others. */
  readonly onAdd: (type: FieldTypeDefinition) => void;
  readonly disabled?: boolean;
}

/**
 * Every registered field type (issue 8: "a palette of every registered field type"), by section,
 * with its name and default grid size (spec 002 §3). A type is dragged onto the grid (dnd-kit;
 * the surrounding `DndContext` places it), or added under the other fields with Enter.
 */
export function FieldPalette({ types, onAdd, disabled = false }: FieldPaletteProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const typeLabel = useFieldTypeLabel();
  const headingId = useId();
  return (
    <nav className={styles.root} aria-label={t('forms.designer.palette')}>
      <Text size={200} className={styles.hint}>
        {t('forms.designer.paletteHint')}
      </Text>
      {paletteSections(types).map((section) => (
        <section
          key={section.key}
          className={styles.section}
          aria-labelledby={`${headingId}-${section.key}`}
        >
          <h3 id={`${headingId}-${section.key}`} className={styles.heading}>
            {t(`forms.designer.sections.${section.key}`)}
          </h3>
          <ul className={styles.list}>
            {section.types.map((fieldType) => (
              <PaletteItem
                key={fieldType.type}
                fieldType={fieldType}
                label={typeLabel(fieldType.type)}
                disabled={disabled}
                onAdd={onAdd}
              />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
