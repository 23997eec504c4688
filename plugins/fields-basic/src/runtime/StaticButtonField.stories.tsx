import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormActions, FormActionsProvider } from '@tessera/react';
import { type ComponentType, useState } from 'react';
import { staticButtonFieldType } from '../definitions/staticButtonFieldType';
import type { StaticButtonFieldOptions } from '../definitions/staticFields.types';
import { StaticButtonField } from './StaticButtonField';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  rowText: { minWidth: '120px' },
});

/** A repeating-group row in which every action is possible. */
const rowActions: FormActions = {
  row: { groupId: 'items', index: 0 },
  addRow: () => true,
  removeRow: () => true,
  canAddRow: () => true,
  canRemoveRow: () => true,
};

function InFormRow(Story: ComponentType) {
  return (
    <FormActionsProvider actions={rowActions}>
      <Story />
    </FormActionsProvider>
  );
}

const removeOptions: StaticButtonFieldOptions = {
  ...staticButtonFieldType.defaultOptions,
  text: 'Usuń',
  icon: { name: 'delete', align: 'left', color: null },
  action: { type: 'remove_repeating_group_item', groupId: null },
};

const meta = {
  title: 'fields-basic/StaticButtonField',
  component: StaticButtonField,
  decorators: [InFormRow],
  args: {
    id: 'addItem',
    label: 'Dodaj pozycję',
    options: staticButtonFieldType.defaultOptions,
    value: null,
    onChange: () => {},
    disabled: false,
    required: false,
  },
} satisfies Meta<typeof StaticButtonField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a one-column "add a row" button showing its icon alone. */
export const AddRow: Story = {};

/** Removes its own row. */
export const RemoveRow: Story = {
  args: { label: 'Usuń pozycję', options: removeOptions },
};

/** Spec 002 §3: backgroundColor, textColor, icon{name, align, color}. */
export const Coloured: Story = {
  args: {
    options: {
      ...staticButtonFieldType.defaultOptions,
      text: 'Dodaj kolejną',
      backgroundColor: '#107c10',
      textColor: '#ffffff',
      icon: { name: 'add', align: 'right', color: '#fff100' },
    },
  },
};

/** Greyed out in the theme's colours. */
export const Disabled: Story = {
  args: { disabled: true, options: { ...removeOptions, backgroundColor: '#c50f1f' } },
};

const MIN_ROWS = 1;
const MAX_ROWS = 4;

function RepeatingGroupDemo() {
  const styles = useStyles();
  const [rows, setRows] = useState([1, 2]);
  const [next, setNext] = useState(3);
  const actionsOf = (index: number): FormActions => ({
    row: { groupId: 'items', index },
    addRow: (_groupId, afterIndex) => {
      if (rows.length >= MAX_ROWS) return false;
      const at = afterIndex === undefined ? rows.length : afterIndex + 1;
      setRows([...rows.slice(0, at), next, ...rows.slice(at)]);
      setNext(next + 1);
      return true;
    },
    removeRow: (_groupId, at) => {
      if (rows.length <= MIN_ROWS) return false;
      setRows(rows.filter((_row, rowIndex) => rowIndex !== at));
      return true;
    },
    canAddRow: () => rows.length < MAX_ROWS,
    canRemoveRow: () => rows.length > MIN_ROWS,
  });
  const field = { value: null, onChange: () => {}, disabled: false, required: false } as const;
  return (
    <div className={styles.rows}>
      {rows.map((row, index) => (
        <FormActionsProvider key={row} actions={actionsOf(index)}>
          <div className={styles.row}>
            <Text className={styles.rowText}>Pozycja {row}</Text>
            <StaticButtonField
              {...field}
              id={`add-${row}`}
              label="Dodaj pozycję poniżej"
              options={staticButtonFieldType.defaultOptions}
            />
            <StaticButtonField
              {...field}
              id={`remove-${row}`}
              label="Usuń pozycję"
              options={{ ...removeOptions, text: '' }}
            />
          </div>
        </FormActionsProvider>
      ))}
    </div>
  );
}

/**
 * Spec 002 §4: adding inserts an empty row after the chosen row; add is hidden at the maximum
 * (4 here), remove at the minimum (1).
 */
export const InRepeatingGroup: Story = {
  render: () => <RepeatingGroupDemo />,
};
