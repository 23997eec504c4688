import { makeStyles, tokens } from '@fluentui/react-components';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { storyClientData } from '../AppShell/shellStoryData';
import { AddActionMenu } from './AddActionMenu';

// The menu sits on the brand-coloured top bar.
const useBarStyles = makeStyles({
  bar: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
  },
});

function Bar({ children }: { children: React.ReactNode }) {
  return <div className={useBarStyles().bar}>{children}</div>;
}

const withBar: Decorator = (Story) => (
  <Bar>
    <Story />
  </Bar>
);

const meta = {
  title: 'UI/AddActionMenu',
  component: AddActionMenu,
  decorators: [withBar],
  args: { processes: storyClientData().processes, onStart: () => undefined },
} satisfies Meta<typeof AddActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProcesses: Story = {};

/** Nothing to start: the menu is hidden (the bar stays empty). */
export const Empty: Story = { args: { processes: [] } };

export const InEnglish: Story = { globals: { language: 'en' } };
