import { Text } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormCard } from './FormCard';

const meta = {
  title: 'ui/forms/FormCard',
  component: FormCard,
  args: {
    title: 'Dane klienta',
    children: <Text>Anna Kowalczyk, Nowy Targ</Text>,
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

export const Collapsed: Story = { args: { defaultExpanded: false } };

/** Some field inside has a problem: red, open, and it cannot be collapsed. */
export const Invalid: Story = { args: { invalid: true, defaultExpanded: false } };
