import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { AccessDenied } from './AccessDenied';

const meta = {
  title: 'UI/AccessDenied',
  component: AccessDenied,
  decorators: [withTessera],
  args: { startHref: '/demo/start' },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
