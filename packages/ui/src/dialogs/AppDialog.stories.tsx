import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withTessera } from '../storybook/withTessera';
import { AppDialog, type AppDialogProps } from './AppDialog';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function RecordForm() {
  const styles = useStyles();
  return (
    <div className={styles.form}>
      <Field label="Nazwa">
        <Input defaultValue="Faktura 7/2026" />
      </Field>
      <Field label="Kontrahent">
        <Input defaultValue="Przykładowa Sp. z o.o." />
      </Field>
    </div>
  );
}

/** Opens on load; the button opens it again after closing. */
function Reopenable(args: AppDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Otwórz okno</Button>
      <AppDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Anuluj</Button>
            <Button appearance="primary" onClick={() => setOpen(false)}>
              Zapisz
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/AppDialog',
  component: AppDialog,
  decorators: [withTessera],
  args: {
    open: true,
    onOpenChange: () => undefined,
    title: 'Edycja rekordu',
    size: 'small',
    children: <RecordForm />,
  },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof AppDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At most 600 px wide; on a viewport up to 600 px wide every size fills the screen. */
export const Small: Story = {};

/** At most 960 px wide. */
export const Medium: Story = { args: { size: 'medium' } };

/** At most 1264 px wide. */
export const Large: Story = { args: { size: 'large' } };

export const WithoutCloseButton: Story = { args: { hideCloseButton: true } };
