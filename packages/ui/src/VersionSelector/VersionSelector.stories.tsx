import { makeStyles, tokens } from '@fluentui/react-components';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { storyVersions } from '../AppShell/shellStoryData';
import { VersionSelector } from './VersionSelector';

// The selector sits on the brand-coloured top bar.
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
  title: 'UI/VersionSelector',
  component: VersionSelector,
  decorators: [withBar],
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
