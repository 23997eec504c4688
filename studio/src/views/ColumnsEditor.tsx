import { arrayMove } from '@dnd-kit/sortable';
import {
  Button,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { ChoiceDropdown } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { SortableItemList } from '../common/SortableItemList';
import { SortableRow } from '../common/SortableRow';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { ViewColumn } from './viewDraft';
import { uniqueColumnId } from './viewDraft';
import { columnChoiceKey, columnFor, dropdownChoices, type FieldChoice } from './viewFieldChoices';

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
  list: { gap: tokens.spacingVerticalS },
  row: {
    gridTemplateColumns: 'auto auto minmax(0, 1fr) minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    '@media (max-width: 720px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
  },
  handle: { marginTop: tokens.spacingVerticalXXL },
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
  const name = column.label.trim() || t('views.columns.untitled');
  const key = columnChoiceKey(column);
  const current = choices.find((choice) => choice.key === key);
  return (
    <SortableRow
      id={column.id}
      label={name}
      handleLabel={t('views.columns.drag', { name })}
      disabled={disabled}
      className={styles.row}
      handleClassName={styles.handle}
    >
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
        <ChoiceDropdown
          placeholder={t('views.columns.valuePlaceholder')}
          choices={dropdownChoices(choices)}
          value={key}
          unknownText={(name) => t('views.fields.unknown', { name })}
          onChange={(picked) => {
            const choice = choices.find((candidate) => candidate.key === picked);
            if (!choice) return;
            // The header follows the value while it still shows the old value's name.
            const label = column.label === current?.label ? choice.label : column.label;
            onChange(columnFor(choice, column.id, label));
          }}
        />
      </Field>
      <IconActionButton
        className={styles.remove}
        icon={<DeleteRegular />}
        label={t('views.columns.remove', { name })}
        onClick={onRemove}
      />
    </SortableRow>
  );
}

const columnId = (column: ViewColumn) => column.id;

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
  const add = (choice: FieldChoice) =>
    onChange([...columns, columnFor(choice, uniqueColumnId(columns, choice.key), choice.label)]);
  const listProblem = problem('columns');

  return (
    <div className={styles.root}>
      {listProblem && <Text className={styles.error}>{listProblem}</Text>}
      {columns.length === 0 ? (
        !listProblem && <Text className={styles.muted}>{t('views.columns.empty')}</Text>
      ) : (
        <SortableItemList
          items={columns}
          idOf={columnId}
          nameOf={(column) => column.label.trim() || t('views.columns.untitled')}
          messages="views.columns"
          onMove={(from, to) => onChange(arrayMove([...columns], from, to))}
          label={t('views.columns.list')}
          className={styles.list}
          renderItem={(column, index) => (
            <ColumnRow
              key={column.id}
              column={column}
              position={index + 1}
              choices={choices}
              disabled={disabled}
              problem={problem}
              onChange={(next) =>
                onChange(columns.map((candidate) => (candidate.id === next.id ? next : candidate)))
              }
              onRemove={() => onChange(columns.filter((candidate) => candidate.id !== column.id))}
            />
          )}
        />
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
