import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { textFieldType } from '../definitions/textFieldType';
import { TextFieldInput } from './TextFieldInput';

const meta = {
  title: 'fields-basic/TextFieldInput',
  component: TextFieldInput,
  args: {
    id: 'street',
    label: 'Ulica',
    options: textFieldType.defaultOptions,
    value: 'Marszałkowska',
    onChange: () => {},
    disabled: false,
    required: false,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <TextFieldInput {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof TextFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const WithPrefixAndSuffix: Story = {
  args: {
    label: 'Strona internetowa',
    options: { prefix: 'https://', suffix: '.pl' },
    value: 'tessera',
  },
};

export const RequiredWithError: Story = {
  args: { label: 'Nazwisko', value: null, required: true, errorText: 'To pole jest wymagane' },
};

export const Disabled: Story = {
  args: { disabled: true },
};
