import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { withTessera } from '../storybook/withTessera';
import { runWithUndo } from './runWithUndo';
import { SnackbarHost } from './SnackbarHost';
import { createSnackbarCenter, type SnackbarCenter } from './snackbarCenter';
import { withSlowCallSnackbar } from './withSlowCallSnackbar';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Stands in for a server call. */
const wait = (ms: number, fail = false) =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('fail')) : resolve()), ms),
  );

function OperationButtons({ center }: { center: SnackbarCenter }) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <SnackbarHost center={center} />
      <Button
        onClick={() =>
          runWithUndo({ snackbars: center, run: () => wait(800), undo: () => wait(800) })
        }
      >
        Zapisz (z cofnięciem)
      </Button>
      <Button
        onClick={() =>
          runWithUndo({ snackbars: center, run: () => wait(800, true), undo: () => wait(0) })
        }
      >
        Zapis nieudany
      </Button>
      <Button
        onClick={() =>
          runWithUndo({ snackbars: center, run: () => wait(800), undo: () => wait(800, true) })
        }
      >
        Cofnięcie nieudane
      </Button>
      <Button onClick={() => void withSlowCallSnackbar(center, wait(3000))}>
        Wolne wywołanie (3 s)
      </Button>
      <Button onClick={() => void withSlowCallSnackbar(center, wait(600))}>
        Szybkie wywołanie (0,6 s)
      </Button>
      <Button onClick={() => center.show({ message: 'snackbars.saved', intent: 'success' })}>
        Zwykły komunikat
      </Button>
    </div>
  );
}

/** Every look at once, kept on screen (no timeout) so they can be compared. */
function AllStatesDemo({ center }: { center: SnackbarCenter }) {
  useEffect(() => {
    const keep = { timeoutMs: null };
    const ids = [
      center.show({ ...keep, message: 'snackbars.saving', busy: true, dismissible: false }),
      center.show({
        ...keep,
        message: 'snackbars.saved',
        intent: 'success',
        action: { label: 'snackbars.undo', onClick: () => undefined },
      }),
      center.show({ ...keep, message: 'snackbars.rolledBack', intent: 'success' }),
      center.show({ ...keep, message: 'snackbars.operationFailed', intent: 'error' }),
      center.show({ ...keep, message: 'connection.offline', intent: 'warning' }),
      center.show({ ...keep, message: 'snackbars.slowCall', busy: true }),
    ];
    return () => {
      for (const id of ids) center.dismiss(id);
    };
  }, [center]);
  return <SnackbarHost center={center} />;
}

const meta = {
  title: 'UI/SnackbarHost',
  component: SnackbarHost,
  decorators: [withTessera],
  args: { center: createSnackbarCenter() },
} satisfies Meta<typeof SnackbarHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §4: an operation with undo walks saving → saved (with undo, 60 s) → rolling back → rolled
 * back; a call slower than 1000 ms shows 'still working' until it settles.
 */
export const Operations: Story = {
  render: (args) => <OperationButtons center={args.center} />,
};

export const AllStates: Story = {
  args: { center: createSnackbarCenter() },
  render: (args) => <AllStatesDemo center={args.center} />,
};
