import { Text } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { AppShell } from './AppShell';
import { TopBarLink } from './TopBarLink';

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  decorators: [withTessera],
  parameters: { layout: 'fullscreen' },
  args: {
    appName: 'Tessera',
    homeHref: '/demo',
    onNavigate: () => undefined,
    user: { fullName: 'Kowalski Jan', email: 'jan.kowalski@example.com' },
    onLogout: () => undefined,
    children: <Text size={500}>Treść strony</Text>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};

export const WithActions: Story = {
  args: { actions: <TopBarLink href="/demo/settings">Ustawienia</TopBarLink> },
};

export const WithoutUser: Story = { args: { user: null } };
