import { makeStyles, tokens } from '@fluentui/react-components';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { withTessera } from '../storybook/withTessera';
import { createConnectionStore } from './connectionStore';
import { createConnectionWindowStub } from './connectionWindowStub';
import { OfflineIndicator } from './OfflineIndicator';

const useStyles = makeStyles({
  // The top bar's colours (AppShell), to judge the contrast where the indicator lives.
  topBar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
});

function TopBar({ children }: { children: ReactNode }) {
  return <header className={useStyles().topBar}>{children}</header>;
}

const onTopBar: Decorator = (Story) => (
  <TopBar>
    Tessera
    <Story />
  </TopBar>
);

const meta = {
  title: 'UI/OfflineIndicator',
  component: OfflineIndicator,
  decorators: [onTopBar, withTessera],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  args: { store: createConnectionStore({ window: createConnectionWindowStub(false).window }) },
};

/** Online the indicator shows nothing. */
export const Online: Story = {
  args: { store: createConnectionStore({ window: createConnectionWindowStub(true).window }) },
};

/** Follows the browser: switch the network off in the developer tools to see it. */
export const BrowserConnection: Story = {};
