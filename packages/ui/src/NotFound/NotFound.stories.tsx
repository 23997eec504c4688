import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { NotFound } from './NotFound';

const meta = {
  title: 'UI/NotFound',
  component: NotFound,
  decorators: [withTessera],
  args: { startHref: '/demo/start' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
