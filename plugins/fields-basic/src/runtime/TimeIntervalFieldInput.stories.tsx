import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { TimeIntervalFieldInput } from './TimeIntervalFieldInput';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/TimeIntervalFieldInput',
  component: TimeIntervalFieldInput,
  decorators: [withGridCell(3, 9)],
  args: {
    id: 'billing-period',
    label: 'Okres rozliczeniowy',
    options: { duration: { months: 1 } },
    value: { startDate: '2026-05-01', duration: { months: 1 }, recurrence: 2 },
    onChange: () => {},
    disabled: false,
    required: false,
  },
  render: renderControlled(TimeIntervalFieldInput),
} satisfies Meta<typeof TimeIntervalFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: null, required: true },
};

/** One month: a month picker; the start is the first day of the month. */
export const Filled: Story = {};

/** One day: a day picker. */
export const Daily: Story = {
  args: {
    label: 'Dzień dyżuru',
    options: { duration: { days: 1 } },
    value: { startDate: '2026-05-17', duration: { days: 1 }, recurrence: 1 },
  },
};

/** One year: the year; the start is 1 January. */
export const Yearly: Story = {
  args: {
    label: 'Rok podatkowy',
    options: { duration: { years: 1 } },
    value: { startDate: '2026-01-01', duration: { years: 1 }, recurrence: 3 },
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { value: null, required: true },
  render: function Render(args) {
    const { t } = useFieldsBasicTranslation();
    return <TimeIntervalFieldInput {...args} errorText={t('validation.timeInterval')} />;
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
