import {
  type ClientInfo,
  type CurrentUser,
  createFixtureAdapter,
  createSessionStore,
  createVersionSelectionStore,
} from '@tessera/client';
import { createMemoryStorage, createTestUser, createTestVersion } from '@tessera/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationCenter } from '../notifications/notificationCenter';
import type { ClientData } from '../session/loadClientData';
import { withTessera } from '../storybook/withTessera';
import { ClientAppShell } from './ClientAppShell';

const client: ClientInfo = {
  id: 'c1',
  key: 'demo',
  name: 'Demo',
  domains: [],
  enabledFeatures: { applicationVersions: true },
  passwordPolicy: { minLength: 8 },
};

const liveVersion = createTestVersion({ id: 'live', name: 'live' });
const draftVersion = createTestVersion({
  id: 'draft',
  number: 2,
  name: 'draft',
  versionStatus: 'draft',
});

function data(overrides: Partial<ClientData> = {}): ClientData {
  return {
    config: null,
    version: liveVersion,
    layout: {
      layout: {
        id: 'live',
        versionId: 'live',
        menuEntries: [{ text: 'Zlecenia', icon: 'list', routePath: 'views/zlecenia' }],
        startingViews: {},
        revision: 1,
      },
      views: [],
    },
    versions: [draftVersion, liveVersion],
    processes: [{ id: 'p1', name: 'Zgłoszenie awarii', startFormId: 'f1' }],
    canSelectVersion: true,
    ...overrides,
  };
}

function renderShell(user: CurrentUser, clientData: ClientData = data()) {
  const session = createSessionStore({ storage: createMemoryStorage() });
  const versions = createVersionSelectionStore({ storage: createMemoryStorage() });
  const adapter = createFixtureAdapter({
    'GET clients': { data: [{ key: 'acme', name: 'Acme' }], meta: {}, relations: {} },
  });
  const onNavigate = vi.fn();
  const reload = vi.fn();
  render(
    withTessera(() => (
      <ClientAppShell
        appName="Tessera"
        services={{ adapter, session, versions, notifications: createNotificationCenter() }}
        user={user}
        client={client}
        data={clientData}
        currentPath="/demo/settings/forms"
        currentSearch="?tab=1"
        onNavigate={onNavigate}
        onLogout={() => undefined}
        reload={reload}
      >
        treść
      </ClientAppShell>
    )),
  );
  return { onNavigate, reload, versions, adapter };
}

describe('ClientAppShell (spec 000 §2, §6)', () => {
  it("a plain user: the layout's menu, the add-action menu; no settings, versions or client search", () => {
    renderShell(createTestUser(), data({ canSelectVersion: false, versions: [] }));
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).getByRole('link', { name: 'Zlecenia' })).toHaveAttribute(
      'href',
      '/demo/views/zlecenia',
    );
    expect(within(nav).queryByRole('button', { name: 'Ustawienia' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rozpocznij proces' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wersja aplikacji/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zmień środowisko/ })).not.toBeInTheDocument();
  });

  it('an admin: the Settings group and, with the feature, the version selector', () => {
    renderShell(createTestUser({ type: 'client_admin' }));
    expect(screen.getByRole('button', { name: 'Ustawienia' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Wersja aplikacji: v1 live (live)' }),
    ).toBeInTheDocument();
  });

  it('no version selector without canSelectVersion', () => {
    renderShell(createTestUser({ type: 'client_admin' }), data({ canSelectVersion: false }));
    expect(screen.queryByRole('button', { name: /Wersja aplikacji/ })).not.toBeInTheDocument();
  });

  it('selecting a version remembers it and reloads the page (spec 000 §4)', async () => {
    const { versions, reload } = renderShell(createTestUser({ type: 'client_admin' }));
    fireEvent.click(screen.getByRole('button', { name: /Wersja aplikacji/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /v2 draft/ }));
    expect(versions.getState().selection).toBe('draft');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('choosing a process opens forms.new with its form', async () => {
    const { onNavigate } = renderShell(createTestUser());
    fireEvent.click(screen.getByRole('button', { name: 'Rozpocznij proces' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zgłoszenie awarii' }));
    expect(onNavigate).toHaveBeenCalledWith('/demo/forms/f1/new');
  });

  it('a super admin switches clients, keeping a settings page (spec 000 §2)', async () => {
    const { onNavigate, versions } = renderShell(createTestUser({ type: 'super_admin' }));
    versions.select('draft');
    fireEvent.click(screen.getByRole('button', { name: 'Zmień środowisko: Demo' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Acme/ }));
    expect(onNavigate).toHaveBeenCalledWith('/acme/settings/forms?tab=1');
    expect(versions.getState().selection).toBe('live');
  });

  it('opens the change-password dialog from the user menu', async () => {
    renderShell(createTestUser());
    fireEvent.click(screen.getByRole('button', { name: 'Menu użytkownika' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień hasło' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
