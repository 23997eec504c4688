import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewEmptyState } from './ViewEmptyState';

const meta = {
  title: 'Runtime/Views/ViewEmptyState',
  component: ViewEmptyState,
  args: { type: 'table' },
} satisfies Meta<typeof ViewEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table view without records yet. */
export const Table: Story = {};

/** An inbox with nothing waiting for the person. */
export const Inbox: Story = {
  args: { type: 'processes_inbox' },
};

export const InEnglish: Story = {
  args: { type: 'processes_inbox' },
  globals: { language: 'en' },
};
