import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { withTessera } from '../storybook/withTessera';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { lazyPage } from './lazyWithTimeout';

// A page whose chunk never arrives (a deployment removed it, or the network dropped).
const MissingPage = lazyPage(
  (): Promise<{ Page: () => null }> => Promise.reject(new Error('404 Not Found')),
  'Page',
);

const meta = {
  title: 'UI/ChunkErrorBoundary',
  component: ChunkErrorBoundary,
  decorators: [withTessera],
  args: { onRetry: () => {} },
} satisfies Meta<typeof ChunkErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkLoadFailure: Story = {
  render: (args) => (
    <ChunkErrorBoundary {...args}>
      <Suspense fallback={null}>
        <MissingPage />
      </Suspense>
    </ChunkErrorBoundary>
  ),
};
