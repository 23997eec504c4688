import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { createConnectionStore } from './connectionStore';
import { createConnectionWindowStub } from './connectionWindowStub';
import { OfflineIndicator } from './OfflineIndicator';

function renderIndicator(online: boolean) {
  const stub = createConnectionWindowStub(online);
  const store = createConnectionStore({ window: stub.window });
  render(withTessera(() => <OfflineIndicator store={store} />));
  return stub;
}

describe("OfflineIndicator (spec §2: the top bar's offline indicator)", () => {
  it('shows nothing while online', () => {
    renderIndicator(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an icon and a short label while offline, named in full for assistive technology', () => {
    renderIndicator(false);
    const indicator = screen.getByRole('status', { name: 'Brak połączenia z internetem' });
    expect(indicator).toHaveTextContent('Brak połączenia');
    expect(indicator.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('appears on a connection loss and goes on recovery', () => {
    const stub = renderIndicator(true);
    act(() => stub.goOffline());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => stub.goOnline());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("follows the browser's own connection when given no store", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(withTessera(() => <OfflineIndicator />));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});
