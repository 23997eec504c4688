import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'UI/RetryAlert',
  component: RetryAlert,
  decorators: [withTessera],
  args: { title: 'Nie udało się wczytać danych użytkownika.', onRetry: () => undefined },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
