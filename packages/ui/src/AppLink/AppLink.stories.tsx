import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { AppLink } from './AppLink';

const meta = {
  title: 'UI/AppLink',
  component: AppLink,
  decorators: [withTessera],
  args: { href: '/demo/start', children: 'Przejdź do strony startowej' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click calls `onNavigate` instead of loading the page; Ctrl+click still opens a tab. */
export const ClientSide: Story = { args: { onNavigate: () => undefined } };

export const FullPageLoad: Story = {};
