import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { PageLoader } from './PageLoader';

const meta = {
  title: 'UI/PageLoader',
  component: PageLoader,
  decorators: [withTessera],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
