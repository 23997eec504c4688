import type { CurrentUser } from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { leaveStudio } from './navigation/leaveStudio';
import { session, unsavedChanges } from './services';

vi.mock('./navigation/leaveStudio', () => ({ leaveStudio: vi.fn() }));

const admin = createTestUser({
  email: 'anna.nowak@example.com',
  type: 'client_admin',
  personalDetails: { name: 'Anna', surname: 'Nowak' },
});

let me: CurrentUser = admin;

beforeEach(() => {
  me = admin;
  vi.mocked(leaveStudio).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/me') return Response.json(me);
      if (url === '/api/clients/info?key=demo') {
        return Response.json({ data: { id: 'c1', key: 'demo', name: 'Demo', domains: [] } });
      }
      return Response.json({ statusCode: 404 }, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.clear());
});

function open(path: string, user: CurrentUser | null) {
  if (user) {
    act(() => {
      session.setToken('tok');
      session.setUser(user);
    });
  }
  window.history.replaceState(null, '', path);
  render(<App />);
}

describe('studio app', () => {
  it('sends a guest to the runtime login with returnTo set to this page', async () => {
    open('/demo/settings', null);
    await waitFor(() =>
      expect(leaveStudio).toHaveBeenCalledWith('/auth/login?returnTo=%2Fdemo%2Fsettings'),
    );
  });

  it('shows the settings home to an admin: title, current client, the screens this version has', async () => {
    open('/demo/settings', admin);
    expect(await screen.findByRole('heading', { name: 'Ustawienia' })).toBeInTheDocument();
    expect(screen.getByText('Klucz: demo')).toBeInTheDocument();
    expect(screen.getByText('W tej wersji możesz już skonfigurować:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dostawcy danych' })).toHaveAttribute(
      'href',
      '/demo/settings/dataProviders',
    );
    await waitFor(() => expect(document.title).toBe('Demo – Tessera'));
  });

  it('sends a logged-in non-admin to main with a warning shown there (spec 000 §4)', async () => {
    me = { ...admin, type: 'user' };
    open('/demo/settings', me);
    await waitFor(() => expect(leaveStudio).toHaveBeenCalledWith('/demo'));
    expect(JSON.parse(sessionStorage.getItem('_pendingNotifications') ?? '[]')).toEqual([
      { intent: 'warning', title: 'shell.accessDenied' },
    ]);
    expect(screen.queryByRole('heading', { name: 'Ustawienia' })).not.toBeInTheDocument();
    sessionStorage.clear();
  });

  it('opens the users screen to a holder of the users-management permission (spec 000 §6)', async () => {
    me = { ...admin, type: 'user', specialPermissions: ['usersManagement'] };
    open('/demo/settings/users', me);
    expect(await screen.findByRole('heading', { name: 'Użytkownicy' })).toBeInTheDocument();
    expect(screen.queryByText('Ten ekran nie jest jeszcze dostępny')).not.toBeInTheDocument();
    expect(leaveStudio).not.toHaveBeenCalled();
  });

  it('sends the root-domain variant to the default client when the domain names none', async () => {
    open('/settings', admin);
    expect(await screen.findByRole('heading', { name: 'Ustawienia' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/demo/settings');
  });

  it('a settings entry of the spec without a screen yet says so honestly, in the settings shell', async () => {
    open('/demo/settings/codeSequences', admin);
    expect(await screen.findByRole('heading', { name: 'Sekwencje kodów' })).toBeInTheDocument();
    expect(screen.getByText('Ten ekran nie jest jeszcze dostępny')).toBeInTheDocument();
  });

  it('an entry hidden behind a feature flag the client lacks is not found (spec 000 §6)', async () => {
    open('/demo/settings/smsMessages', admin);
    expect(await screen.findByText('Nie znaleziono strony')).toBeInTheDocument();
  });

  it('a path the spec does not name is not found', async () => {
    open('/demo/settings/nothingHere', admin);
    expect(await screen.findByText('Nie znaleziono strony')).toBeInTheDocument();
  });

  it('shows the application version being edited', async () => {
    const live = {
      id: 'v1',
      number: 1,
      name: 'Wersja początkowa',
      versionStatus: 'live',
      publishedAt: null,
      copiedFromId: null,
      displayName: 'v1 Wersja początkowa (live)',
    };
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (url) =>
      String(url).startsWith('/api/config')
        ? Response.json({ liveApplicationVersion: live, userSelectedApplicationVersion: null })
        : answer!(url),
    );
    open('/demo/settings', admin);
    expect(await screen.findByText('v1 Wersja początkowa')).toBeInTheDocument();
    expect(screen.getByText('Opublikowana')).toBeInTheDocument();
    // Users belong to the client, not to a version: no version bar there.
    act(() => window.history.pushState(null, '', '/demo/settings/users'));
    await waitFor(() => expect(screen.queryByText('v1 Wersja początkowa')).not.toBeInTheDocument());
    act(() => window.history.pushState(null, '', '/demo/settings/forms'));
    expect(await screen.findByText('v1 Wersja początkowa')).toBeInTheDocument();
  });

  it('asks before the browser’s back button leaves unsaved changes, and stays when told to', async () => {
    open('/demo/settings', admin);
    expect(await screen.findByRole('heading', { name: 'Ustawienia' })).toBeInTheDocument();
    act(() => window.history.pushState(null, '', '/demo/settings/users'));
    act(() => unsavedChanges.markUnsaved('test-editor'));
    // The browser's Back: the address changes first (no history event of ours), then popstate.
    act(() => {
      History.prototype.replaceState.call(window.history, null, '', '/demo/settings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(
      await screen.findByText('Masz niezapisane zmiany. Czy na pewno chcesz opuścić tę stronę?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zostań' }));
    await waitFor(() => expect(window.location.pathname).toBe('/demo/settings/users'));
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    act(() => unsavedChanges.markSaved('test-editor'));
  });
});
