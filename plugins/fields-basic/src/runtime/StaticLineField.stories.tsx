import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaticLineField } from './StaticLineField';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/StaticLineField',
  component: StaticLineField,
  decorators: [withGridCell(12, 1)],
  args: {
    id: 'separator',
    label: 'Linia',
    options: {},
    value: null,
    onChange: () => {},
    disabled: false,
    required: false,
  },
} satisfies Meta<typeof StaticLineField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row high, across its cell. */
export const Default: Story = {};
