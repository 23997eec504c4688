import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyVersions } from '../AppShell/shellStoryData';
import { withTopBar } from '../storybook/withTopBar';
import { VersionSelector } from './VersionSelector';

const meta = {
  title: 'UI/VersionSelector',
  component: VersionSelector,
  // The selector sits on the brand-coloured top bar.
  decorators: [withTopBar()],
  args: { versions: storyVersions, current: storyVersions[1]!, onSelect: () => undefined },
} satisfies Meta<typeof VersionSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Working in the live version. */
export const Live: Story = {};

/** Working in a draft: marked, so nobody takes it for live. */
export const Draft: Story = { args: { current: storyVersions[0]! } };

/** Working in a previous version. */
export const Previous: Story = { args: { current: storyVersions[2]! } };

export const InEnglish: Story = { args: Draft.args, globals: { language: 'en' } };
