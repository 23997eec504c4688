import { Button } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withTessera } from '../storybook/withTessera';
import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from './DeleteConfirmDialog';

const wait = (ms: number, fail = false) =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('fail')) : resolve()), ms),
  );

/** Opens on load; the button opens it again after closing. */
function Reopenable(args: DeleteConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Usuń</Button>
      <DeleteConfirmDialog {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/DeleteConfirmDialog',
  component: DeleteConfirmDialog,
  decorators: [withTessera],
  args: {
    open: true,
    onOpenChange: () => undefined,
    onConfirm: () => wait(800),
    itemName: 'Faktura 7/2026',
  },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof DeleteConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItemName: Story = {};

export const WithoutItemName: Story = { args: { itemName: undefined } };

/** Deleting fails: the error shows and the dialog stays open. */
export const Failing: Story = { args: { onConfirm: () => wait(800, true) } };
