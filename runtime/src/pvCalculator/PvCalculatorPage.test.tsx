import { createTestUser } from '@tessera/client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { session } from '../services';

const fetchMock = vi.fn(async () => new Response('{}', { status: 404 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.clear());
});

function open(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

describe('/pv-calculator (spec 000 §2: pv_calculator, guest, simple layout)', () => {
  it('opens for an anonymous visitor without a login redirect or a server call', async () => {
    open('/pv-calculator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kalkulator fotowoltaiczny' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Użytkownik' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pv-calculator');
    // The title is set in an effect, which may run after the heading shows (CI under load).
    await waitFor(() => expect(document.title).toBe('Kalkulator fotowoltaiczny – Tessera'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the simple layout for a logged-in user: no top bar, no user menu', async () => {
    act(() => {
      session.setToken('tok');
      session.setUser(createTestUser());
    });
    open('/pv-calculator');
    await screen.findByRole('heading', { level: 1, name: 'Kalkulator fotowoltaiczny' });
    expect(screen.queryByRole('link', { name: 'Tessera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu użytkownika' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/pv-calculator');
  });
});
