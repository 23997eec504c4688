import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import {
  createFakeProcessHistorySource,
  type FakeProcessHistoryAnswer,
} from './createFakeProcessHistorySource';
import {
  type ProcessHistoryEntry,
  ProcessHistorySourceProvider,
} from './ProcessHistorySourceProvider';
import { StaticProcessHistoryField } from './StaticProcessHistoryField';
import { withGridCell } from './withGridCell';

const entries: readonly ProcessHistoryEntry[] = [
  {
    changeDate: '2026-03-02T08:15:00+01:00',
    changeAuthor: 'Anna Nowak',
    fieldName: 'Status',
    oldValue: 'Nowy',
    newValue: 'W realizacji',
  },
  {
    changeDate: '2026-03-05T14:03:09+01:00',
    changeAuthor: 'Jan Kowalski',
    fieldName: 'Kwota',
    oldValue: null,
    newValue: '12\u00a0345,5',
  },
  {
    changeDate: '2026-03-05T14:03:09+01:00',
    changeAuthor: 'Jan Kowalski',
    fieldName: 'Termin płatności',
    oldValue: '2026-03-31',
    newValue: '2026-04-15',
  },
  {
    // A repeating group, as the engine presents it: one line per row.
    changeDate: '2026-03-05T14:03:09+01:00',
    changeAuthor: 'Jan Kowalski',
    fieldName: 'Produkty',
    oldValue: 'Panel 400 W, 12',
    newValue: 'Panel 400 W, 16\nFalownik 8 kW, 1\nMagazyn energii 10 kWh, 1',
  },
  {
    changeDate: '2026-02-27T16:40:00+01:00',
    changeAuthor: 'Anna Nowak',
    fieldName: 'Uwagi',
    oldValue: 'Klient prosi o kontakt telefoniczny po godzinie 16:00.',
    newValue: '',
  },
];

// A network-like delay: the story shows its loading state first.
const DELAY_MS = 800;

function withSource(answer: FakeProcessHistoryAnswer, processId: string | null = 'process-1') {
  const source = createFakeProcessHistorySource(answer, { processId, delayMs: DELAY_MS });
  return (Story: ComponentType) => (
    <ProcessHistorySourceProvider source={source}>
      <Story />
    </ProcessHistorySourceProvider>
  );
}

const meta = {
  title: 'fields-basic/StaticProcessHistoryField',
  component: StaticProcessHistoryField,
  args: {
    id: 'history',
    label: 'Historia zmian',
    options: { fieldIds: [] },
    value: null,
    onChange: () => {},
    disabled: false,
    required: false,
  },
} satisfies Meta<typeof StaticProcessHistoryField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the source, which never answers here. */
export const Loading: Story = {
  decorators: [withGridCell(6, 12), withSource('never')],
};

/** Newest change first; an empty value reads "(none)". Sized 6 × 24 to show every row. */
export const Loaded: Story = {
  decorators: [withGridCell(6, 24), withSource({ entries })],
};

/** The default 6 × 12 cell: the list scrolls inside it. */
export const LoadedInDefaultSize: Story = {
  decorators: [withGridCell(6, 12), withSource({ entries })],
};

/** The process has no recorded changes. */
export const Empty: Story = {
  decorators: [withGridCell(6, 12), withSource({ entries: [] })],
};

/** The source failed; retry asks again (and fails again here). */
export const LoadError: Story = {
  name: 'Error',
  decorators: [withGridCell(6, 12), withSource({ error: new Error('Serwer nie odpowiada') })],
};

/** A new form has no process yet, so there is no history to load. */
export const NoProcess: Story = {
  decorators: [withGridCell(6, 12), withSource({ entries }, null)],
};
