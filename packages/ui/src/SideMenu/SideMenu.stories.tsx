import { makeStyles } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyClientData } from '../AppShell/shellStoryData';
import { withFrame } from '../storybook/withFrame';
import { SideMenu } from './SideMenu';
import { buildSettingsMenu } from './settingsMenu';
import { buildLayoutMenu } from './sideMenuItems';

const useFrameStyles = makeStyles({ frame: { display: 'flex', height: '560px' } });

const items = buildLayoutMenu(storyClientData().layout.layout.menuEntries, [], 'demo');
const adminSettings = buildSettingsMenu({
  user: { type: 'client_admin', specialPermissions: [] },
  client: { key: 'demo', enabledFeatures: { applicationVersions: true, smsModule: true } },
  externalIntegrationsEnabled: false,
});

const meta = {
  title: 'UI/SideMenu',
  component: SideMenu,
  decorators: [withFrame(() => useFrameStyles().frame)],
  parameters: { layout: 'fullscreen' },
  args: {
    items,
    currentPath: '/demo/views/zlecenia-otwarte',
    onNavigate: () => undefined,
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user's menu: configured entries only. */
export const Configured: Story = {};

/** An admin's menu: the Settings group leads into the studio. */
export const WithSettings: Story = { args: { settings: adminSettings } };

/** In the studio: the Settings group is open on the current screen. */
export const InSettings: Story = {
  args: { settings: adminSettings, currentPath: '/demo/settings/roles' },
};

/** A layout with no entries yet: an admin still has the Settings group. */
export const SettingsOnly: Story = { args: { items: [], settings: adminSettings } };

export const InEnglish: Story = {
  args: { settings: adminSettings },
  globals: { language: 'en' },
};
