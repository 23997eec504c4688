import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { ClientSwitcher } from './ClientSwitcher';

const clients = [
  { key: 'demo', name: 'Demo' },
  { key: 'acme', name: 'Acme sp. z o.o.' },
];

describe('ClientSwitcher (spec 000 §2, §6: client search and switching for super admins)', () => {
  it('shows the current client, searches and switches to the chosen one', async () => {
    const searchClients = vi.fn(async (query: string) =>
      clients.filter((client) => client.name.toLowerCase().includes(query.toLowerCase())),
    );
    const onSwitch = vi.fn();
    render(
      withTessera(() => (
        <ClientSwitcher current={clients[0]!} searchClients={searchClients} onSwitch={onSwitch} />
      )),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zmień środowisko: Demo' }));
    // The first search runs when the menu opens; a loaded test machine adds to it.
    expect(
      await screen.findByRole('menuitem', { name: /Acme/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(searchClients).toHaveBeenCalledWith('', expect.any(AbortSignal));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj środowiska' }), {
      target: { value: 'acm' },
    });
    await vi.waitFor(
      () => expect(searchClients).toHaveBeenLastCalledWith('acm', expect.anything()),
      { timeout: 3000 },
    );
    await vi.waitFor(
      () => expect(screen.queryByRole('menuitem', { name: /^Demo/ })).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
    fireEvent.click(screen.getByRole('menuitem', { name: /Acme/ }));
    expect(onSwitch).toHaveBeenCalledWith('acme');
  });

  it('says so when nothing matches, and does not switch to the current client', async () => {
    const onSwitch = vi.fn();
    render(
      withTessera(() => (
        <ClientSwitcher
          current={clients[0]!}
          searchClients={async (query) => (query ? [] : [clients[0]!])}
          onSwitch={onSwitch}
        />
      )),
    );
    fireEvent.click(screen.getByRole('button', { name: /Zmień środowisko/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Demo/ }, { timeout: 3000 }));
    expect(onSwitch).not.toHaveBeenCalled();
    // The closing menu hides the rest of the page from assistive technology until it is gone.
    fireEvent.click(
      await screen.findByRole('button', { name: /Zmień środowisko/ }, { timeout: 3000 }),
    );
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'xyz' } });
    // The search waits for typing to pause; a loaded test machine adds to that.
    expect(
      await screen.findByText('Nie znaleziono środowisk', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
