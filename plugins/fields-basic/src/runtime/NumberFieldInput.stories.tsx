import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { numberFieldType } from '../definitions/numberFieldType';
import { NumberFieldInput } from './NumberFieldInput';

const meta = {
  title: 'fields-basic/NumberFieldInput',
  component: NumberFieldInput,
  args: {
    id: 'amount',
    label: 'Kwota',
    options: { ...numberFieldType.defaultOptions, suffix: 'zł', maxDecimals: 2 },
    value: 1234.5,
    onChange: () => {},
    disabled: false,
    required: true,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <NumberFieldInput {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof NumberFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {};

export const Empty: Story = {
  args: { value: null },
};
