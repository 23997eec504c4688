import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { ChunkLoadFailure } from './ChunkErrorBoundary';

// What ChunkErrorBoundary shows when a lazy page's chunk does not arrive (a deployment removed
// it, or the network dropped); its behaviour is covered by ChunkErrorBoundary.test.tsx.
const meta = {
  title: 'UI/ChunkLoadFailure',
  component: ChunkLoadFailure,
  decorators: [withTessera],
  args: { onRetry: () => {} },
} satisfies Meta<typeof ChunkLoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
