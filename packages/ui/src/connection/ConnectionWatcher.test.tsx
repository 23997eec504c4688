import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnackbarHost } from '../snackbars/SnackbarHost';
import { createSnackbarCenter } from '../snackbars/snackbarCenter';
import { withTessera } from '../storybook/withTessera';
import { ConnectionWatcher } from './ConnectionWatcher';
import { createConnectionStore } from './connectionStore';
import { createConnectionWindowStub } from './connectionWindowStub';

describe('ConnectionWatcher (spec §4: offline and online snackbars)', () => {
  it('shows "offline" on a connection loss, replaced by "online" on recovery', async () => {
    const stub = createConnectionWindowStub(true);
    const store = createConnectionStore({ window: stub.window });
    const snackbars = createSnackbarCenter();
    render(
      withTessera(() => (
        <>
          <ConnectionWatcher snackbars={snackbars} store={store} />
          <SnackbarHost center={snackbars} />
        </>
      )),
    );
    act(() => stub.goOffline());
    expect(
      await screen.findByRole('listitem', { name: 'Brak połączenia z internetem' }),
    ).toBeInTheDocument();
    act(() => stub.goOnline());
    expect(
      await screen.findByRole('listitem', { name: 'Połączenie z internetem zostało przywrócone' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Brak połączenia z internetem' }),
      ).not.toBeInTheDocument(),
    );
    expect(snackbars.getState()).toHaveLength(1);
  });

  it('stops watching when unmounted', () => {
    const stub = createConnectionWindowStub(true);
    const store = createConnectionStore({ window: stub.window });
    const snackbars = createSnackbarCenter();
    const { unmount } = render(<ConnectionWatcher snackbars={snackbars} store={store} />);
    unmount();
    stub.goOffline();
    expect(snackbars.getState()).toEqual([]);
  });
});
