import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withTessera } from '../storybook/withTessera';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { useConfirm } from './useConfirm';

const wait = (ms: number, fail = false) =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('fail')) : resolve()), ms),
  );

/** Opens on load; the button opens it again after closing. */
function Reopenable(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Otwórz okno</Button>
      <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

function PromiseStyle() {
  const styles = useStyles();
  const { confirm, confirmDelete, dialog } = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <div className={styles.row}>
      {dialog}
      <Button
        onClick={async () => {
          const yes = await confirm({ message: 'Opublikować wersję 3 aplikacji?' });
          setAnswer(yes ? 'Potwierdzono' : 'Anulowano');
        }}
      >
        Opublikuj
      </Button>
      <Button
        onClick={async () => {
          const yes = await confirmDelete({ itemName: 'Faktura 7/2026' });
          setAnswer(yes ? 'Usunięto' : 'Anulowano');
        }}
      >
        Usuń fakturę
      </Button>
      <Text>{answer}</Text>
    </div>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [withTessera],
  args: {
    open: true,
    onOpenChange: () => undefined,
    onConfirm: (): unknown => undefined,
    title: 'Publikacja wersji',
    message: 'Opublikować wersję 3 aplikacji? Użytkownicy zobaczą ją po odświeżeniu strony.',
    confirmLabel: 'Opublikuj',
  },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Polish defaults: 'Potwierdź operację', 'Potwierdź', 'Anuluj'. */
export const DefaultTexts: Story = {
  args: { title: undefined, confirmLabel: undefined, message: 'Czy na pewno?' },
};

/** The confirm takes 2 s: the dialog is busy and cannot be closed meanwhile. */
export const Busy: Story = { args: { onConfirm: () => wait(2000) } };

/** The confirm fails: the error shows and the dialog stays open for another try. */
export const Failing: Story = { args: { onConfirm: () => wait(800, true) } };

/** `useConfirm`: confirmation as a promise, for handlers that read top to bottom. */
export const UseConfirm: Story = { render: () => <PromiseStyle /> };
