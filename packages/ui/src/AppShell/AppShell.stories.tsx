import { Text } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddActionMenu } from '../AddActionMenu/AddActionMenu';
import { SideMenu } from '../SideMenu/SideMenu';
import { buildLayoutMenu } from '../SideMenu/sideMenuItems';
import { AppShell } from './AppShell';
import { storyClientData } from './shellStoryData';
import { TopBarLink } from './TopBarLink';

const data = storyClientData();

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    appName: 'Tessera',
    homeHref: '/demo',
    onNavigate: () => undefined,
    user: { fullName: 'Kowalski Jan', email: 'jan.kowalski@example.com' },
    onLogout: () => undefined,
    onChangePassword: () => undefined,
    children: <Text size={500}>Treść strony</Text>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};

export const WithSideMenu: Story = {
  args: {
    sideMenu: (
      <SideMenu
        items={buildLayoutMenu(data.layout.layout.menuEntries, [], 'demo')}
        currentPath="/demo/views/zlecenia-otwarte"
        onNavigate={() => undefined}
        title="Tessera"
      />
    ),
    addAction: <AddActionMenu processes={data.processes} onStart={() => undefined} />,
  },
};

export const WithActions: Story = {
  args: { actions: <TopBarLink href="/demo/settings">Ustawienia</TopBarLink> },
};

export const WithoutUser: Story = { args: { user: null } };

/** Simple layout: the interface is hidden (spec 000 §2). */
export const SimpleLayout: Story = { args: { layout: 'simple' } };

/** The full-page loading overlay. */
export const Loading: Story = { args: { loading: true } };

export const InEnglish: Story = {
  args: WithSideMenu.args,
  globals: { language: 'en' },
};
