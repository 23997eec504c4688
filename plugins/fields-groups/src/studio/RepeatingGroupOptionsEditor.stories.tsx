import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RepeatingGroupOptionsEditor } from './RepeatingGroupOptionsEditor';

const meta = {
  title: 'fields-groups/RepeatingGroupOptionsEditor',
  component: RepeatingGroupOptionsEditor,
  args: {
    options: {
      fieldsTemplate: [],
      minRowsCount: { type: 'manual', value: 1 },
      maxRowsCount: { type: 'manual', value: 10 },
    },
    onChange: () => {},
  },
  render: function Render(args) {
    const [options, setOptions] = useState(args.options);
    return <RepeatingGroupOptionsEditor options={options} onChange={setOptions} />;
  },
} satisfies Meta<typeof RepeatingGroupOptionsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManualLimits: Story = {};

export const ComputedMinimum: Story = {
  args: {
    options: {
      fieldsTemplate: [],
      minRowsCount: { type: 'field_value_access', fieldId: 'panelsCount' },
    },
  },
};
