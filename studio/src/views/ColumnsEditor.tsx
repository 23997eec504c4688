import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  Dropdown,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { ViewColumn } from './viewDraft';
import { uniqueColumnId } from './viewDraft';
import { columnChoiceKey, columnFor, type FieldChoice } from './viewFieldChoices';

export interface ColumnsEditorProps {
  readonly columns: readonly ViewColumn[];
  /** What a column may show; empty until the view's data source is chosen. */
  readonly choices: readonly FieldChoice[];
  readonly onChange: (columns: ViewColumn[]) => void;
  /** The problem at a location (`columns`, `column:{id}:label`, `column:{id}:field`). */
  readonly problem: (location: string) => string | undefined;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 720px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
  },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  handle: { cursor: 'grab', touchAction: 'none', marginTop: tokens.spacingVerticalXXL },
  position: {
    marginTop: tokens.spacingVerticalXXL,
    minWidth: '1.5em',
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
  },
  remove: { marginTop: tokens.spacingVerticalXXL },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface RowProps {
  readonly column: ViewColumn;
  readonly position: number;
  readonly choices: readonly FieldChoice[];
  readonly onChange: (column: ViewColumn) => void;
  readonly onRemove: () => void;
  readonly problem: (location: string) => string | undefined;
  readonly disabled: boolean;
}

function ColumnRow({ column, position, choices, onChange, onRemove, problem, disabled }: RowProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const sortable = useSortable({ id: column.id, disabled });
  const name = column.label.trim() || t('views.columns.untitled');
  const key = columnChoiceKey(column);
  const current = choices.find((choice) => choice.key === key);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={mergeClasses(styles.row, sortable.isDragging && styles.dragging)}
      aria-label={name}
    >
      <Button
        ref={sortable.setActivatorNodeRef}
        className={styles.handle}
        appearance="subtle"
        size="small"
        icon={<ReOrderDotsVerticalRegular />}
        aria-label={t('views.columns.drag', { name })}
        disabled={disabled}
        {...sortable.attributes}
        {...sortable.listeners}
      />
      <Text className={styles.position} aria-hidden>
        {position}.
      </Text>
      <Field
        label={t('views.columns.header')}
        validationMessage={problem(`column:${column.id}:label`)}
        required
      >
        <Input
          value={column.label}
          onChange={(_, data) => onChange({ ...column, label: data.value })}
        />
      </Field>
      <Field
        label={t('views.columns.value')}
        validationMessage={problem(`column:${column.id}:field`)}
        required
      >
        <Dropdown
          placeholder={t('views.columns.valuePlaceholder')}
          value={current?.label ?? (key === '' ? '' : t('views.fields.unknown', { name: key }))}
          selectedOptions={key === '' ? [] : [key]}
          onOptionSelect={(_, data) => {
            const choice = choices.find((candidate) => candidate.key === data.optionValue);
            if (!choice) return;
            // The header follows the value while it still shows the old value's name.
            const label = column.label === current?.label ? choice.label : column.label;
            onChange(columnFor(choice, column.id, label));
          }}
        >
          {choices.map((choice) => (
            <Option key={choice.key} value={choice.key}>
              {choice.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Button
        className={styles.remove}
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={t('views.columns.remove', { name })}
        title={t('views.columns.remove', { name })}
        onClick={onRemove}
      />
    </li>
  );
}

/**
 * A view's columns in their order (spec 002 §3 "Views": columns): each with its header and the
 * value it shows, picked from the data source's fields; add from the source's fields, drag by the
 * handle — or with the keyboard: space, arrows, space — to reorder, remove.
 */
export function ColumnsEditor({
  columns,
  choices,
  onChange,
  problem,
  disabled = false,
}: ColumnsEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => {
    const column = columns.find((candidate) => candidate.id === id);
    return column?.label.trim() || t('views.columns.untitled');
  };
  const positionOf = (id: unknown) => columns.findIndex((candidate) => candidate.id === id) + 1;
  const end = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    onChange(arrayMove([...columns], positionOf(active.id) - 1, positionOf(over.id) - 1));
  };
  const add = (choice: FieldChoice) =>
    onChange([...columns, columnFor(choice, uniqueColumnId(columns, choice.key), choice.label)]);
  const listProblem = problem('columns');

  return (
    <div className={styles.root}>
      {listProblem && <Text className={styles.error}>{listProblem}</Text>}
      {columns.length === 0 ? (
        !listProblem && <Text className={styles.muted}>{t('views.columns.empty')}</Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={end}
          accessibility={{
            screenReaderInstructions: { draggable: t('views.columns.dragInstructions') },
            announcements: {
              onDragStart: ({ active }) =>
                t('views.columns.dragStart', { name: nameOf(active.id) }),
              onDragOver: ({ active, over }) =>
                over
                  ? t('views.columns.dragOver', {
                      name: nameOf(active.id),
                      position: positionOf(over.id),
                    })
                  : undefined,
              onDragEnd: ({ active, over }) =>
                t('views.columns.moved', {
                  name: nameOf(active.id),
                  position: positionOf((over ?? active).id),
                }),
              onDragCancel: ({ active }) =>
                t('views.columns.dragCancel', { name: nameOf(active.id) }),
            },
          }}
        >
          <SortableContext
            items={columns.map((column) => column.id)}
            strategy={verticalListSortingStrategy}
          >
            <ul className={styles.list} aria-label={t('views.columns.list')}>
              {columns.map((column, index) => (
                <ColumnRow
                  key={column.id}
                  column={column}
                  position={index + 1}
                  choices={choices}
                  disabled={disabled}
                  problem={problem}
                  onChange={(next) =>
                    onChange(
                      columns.map((candidate) => (candidate.id === next.id ? next : candidate)),
                    )
                  }
                  onRemove={() =>
                    onChange(columns.filter((candidate) => candidate.id !== column.id))
                  }
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <div className={styles.footer}>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<AddRegular />} disabled={disabled || choices.length === 0}>
              {t('views.columns.add')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {choices.map((choice) => (
                <MenuItem key={choice.key} onClick={() => add(choice)}>
                  {choice.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        {choices.length === 0 && (
          <Text size={200} className={styles.muted}>
            {t('views.columns.noChoices')}
          </Text>
        )}
      </div>
    </div>
  );
}
