import { Text } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from '../LoginForm/LoginForm';
import { withTessera } from '../storybook/withTessera';
import { SimpleLayout } from './SimpleLayout';

const meta = {
  title: 'UI/SimpleLayout',
  component: SimpleLayout,
  decorators: [withTessera],
  parameters: { layout: 'fullscreen' },
  args: { appName: 'Tessera', children: <Text>Treść karty</Text> },
} satisfies Meta<typeof SimpleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The login page as the runtime composes it. */
export const LoginPage: Story = {
  args: {
    children: <LoginForm onSubmit={async () => undefined} registerHref="/auth/register" />,
  },
};
