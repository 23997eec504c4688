import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { ColumnsEditor } from './ColumnsEditor';
import type { ViewColumn } from './viewDraft';
import type { FieldChoice } from './viewFieldChoices';

const useStyles = makeStyles({
  frame: {
    maxWidth: '880px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

const customerFields: FieldChoice[] = [
  { key: 'name', label: 'Nazwa', path: ['name'], valueType: 'text' },
  { key: 'city', label: 'Miejscowość', path: ['city'], valueType: 'text' },
  { key: 'phone', label: 'Telefon', path: ['phone'], valueType: 'text' },
  { key: '$createdAt', label: 'Data utworzenia rekordu', path: ['$createdAt'] },
];

const inboxChoices: FieldChoice[] = [
  { key: 'builtIn:stepName', label: 'Etap', builtIn: 'stepName' },
  { key: 'builtIn:createdAt', label: 'Rozpoczęto', builtIn: 'createdAt' },
  { key: 'customerName', label: 'Klient', path: ['customerName'] },
];

/** The editor over columns kept in state, as the view editor keeps them. */
function Demo({
  columns,
  choices,
  problems = {},
}: {
  columns: ViewColumn[];
  choices: FieldChoice[];
  problems?: Record<string, string>;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(columns);
  return (
    <div className={styles.frame}>
      <ColumnsEditor
        columns={current}
        choices={choices}
        onChange={setCurrent}
        problem={(location) => problems[location]}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Views/ColumnsEditor',
  component: Demo,
  decorators: [withStudioMessages],
  args: {
    choices: customerFields,
    columns: [
      { id: 'name', label: 'Klient', fieldAccess: { path: ['name'] } },
      { id: 'city', label: 'Miejscowość', fieldAccess: { path: ['city'] } },
      { id: 'phone', label: 'Telefon', fieldAccess: { path: ['phone'] } },
    ],
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns of the demo's customers, in order. */
export const TableColumns: Story = {};

/** A process inbox mixes the process's own values with its record's. */
export const InboxColumns: Story = {
  args: {
    choices: inboxChoices,
    columns: [
      { id: 'customer', label: 'Klient', fieldAccess: { path: ['customerName'] } },
      { id: 'step', label: 'Etap', builtIn: 'stepName' },
    ],
  },
};

/** No data source chosen yet: nothing to add. */
export const NoSource: Story = { args: { choices: [], columns: [] } };

/** The server's problems on a column. */
export const WithProblems: Story = {
  args: {
    columns: [
      { id: 'name', label: '', fieldAccess: { path: ['name'] } },
      { id: 'email', label: 'E-mail', fieldAccess: { path: ['email'] } },
    ],
    problems: {
      'column:name:label': 'Pole jest wymagane',
      'column:email:field': 'Dostawca nie ma tego pola',
    },
  },
};
