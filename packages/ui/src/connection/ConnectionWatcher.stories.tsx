import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SnackbarHost } from '../snackbars/SnackbarHost';
import { createSnackbarCenter } from '../snackbars/snackbarCenter';
import { withTessera } from '../storybook/withTessera';
import { ConnectionWatcher } from './ConnectionWatcher';
import { createConnectionStore } from './connectionStore';
import { createConnectionWindowStub } from './connectionWindowStub';
import { OfflineIndicator } from './OfflineIndicator';

const connection = createConnectionWindowStub(true);
const store = createConnectionStore({ window: connection.window });
const snackbars = createSnackbarCenter();

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  topBar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
});

function SimulatedConnection() {
  const styles = useStyles();
  return (
    <div className={styles.column}>
      <ConnectionWatcher snackbars={snackbars} store={store} />
      <SnackbarHost center={snackbars} />
      <header className={styles.topBar}>
        Tessera
        <OfflineIndicator store={store} />
      </header>
      <div className={styles.row}>
        <Button onClick={connection.goOffline}>Utrata połączenia</Button>
        <Button onClick={connection.goOnline}>Powrót połączenia</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/ConnectionWatcher',
  component: ConnectionWatcher,
  decorators: [withTessera],
  args: { snackbars, store },
} satisfies Meta<typeof ConnectionWatcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §4: a connection loss shows 'offline' and the top bar's indicator; recovery replaces it
 * with 'online'. Both snackbars stay 15 s.
 */
export const Simulated: Story = { render: () => <SimulatedConnection /> };
