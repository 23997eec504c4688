import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyClientData } from '../AppShell/shellStoryData';
import { withTopBar } from '../storybook/withTopBar';
import { AddActionMenu } from './AddActionMenu';

const meta = {
  title: 'UI/AddActionMenu',
  component: AddActionMenu,
  // The menu sits on the brand-coloured top bar.
  decorators: [withTopBar()],
  args: { processes: storyClientData().processes, onStart: () => undefined },
} satisfies Meta<typeof AddActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProcesses: Story = {};

/** Nothing to start: the menu is hidden (the bar stays empty). */
export const Empty: Story = { args: { processes: [] } };

export const InEnglish: Story = { globals: { language: 'en' } };
