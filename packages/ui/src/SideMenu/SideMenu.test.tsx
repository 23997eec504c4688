import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { SideMenu } from './SideMenu';
import { buildSettingsMenu } from './settingsMenu';
import { buildLayoutMenu } from './sideMenuItems';

const items = buildLayoutMenu(
  [
    { text: 'Pulpit', icon: 'home', routePath: 'start' },
    {
      text: 'Sprzedaż',
      icon: 'cart',
      expandedByDefault: true,
      children: [{ text: 'Zlecenia', routePath: 'views/zlecenia' }],
    },
    { text: 'Magazyn', icon: 'box', children: [{ text: 'Stany', routePath: 'views/stany' }] },
    { text: 'Raport', icon: 'chart', routePath: 'views/raport', groups: ['Analizy'] },
  ],
  [],
  'demo',
);

function renderMenu(props: Partial<Parameters<typeof SideMenu>[0]> = {}) {
  const onNavigate = vi.fn();
  render(
    withTessera(() => (
      <SideMenu items={items} currentPath="/demo/start" onNavigate={onNavigate} {...props} />
    )),
  );
  return { onNavigate };
}

describe('SideMenu (spec 000 §2: configured entries plus a Settings group)', () => {
  it('shows the configured entries with their addresses, marking the current page', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const start = within(nav).getByRole('link', { name: 'Pulpit' });
    expect(start).toHaveAttribute('href', '/demo/start');
    expect(start).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Analizy')).toBeInTheDocument();
  });

  it('opens categories expanded by default; others open on click', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Zlecenia' })).toHaveAttribute(
      'href',
      '/demo/views/zlecenia',
    );
    expect(screen.queryByRole('link', { name: 'Stany' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Magazyn' }));
    expect(screen.getByRole('link', { name: 'Stany' })).toBeInTheDocument();
  });

  it('navigates in the app on a plain click, leaving modified clicks to the browser', () => {
    const { onNavigate } = renderMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Raport' }));
    expect(onNavigate).toHaveBeenCalledWith('/demo/views/raport');
    fireEvent.click(screen.getByRole('link', { name: 'Raport' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has a Settings group linking into the studio when there are settings entries', () => {
    const settings = buildSettingsMenu({
      user: { type: 'client_admin', specialPermissions: [] },
      client: { key: 'demo', enabledFeatures: {} },
      externalIntegrationsEnabled: false,
    });
    const { onNavigate } = renderMenu({ settings, currentPath: '/demo/settings/forms' });
    // The settings group opens by itself on a settings page.
    const forms = screen.getByRole('link', { name: 'Formularze' });
    expect(forms).toHaveAttribute('href', '/demo/settings/forms');
    fireEvent.click(screen.getByRole('link', { name: 'Role' }));
    expect(onNavigate).toHaveBeenCalledWith('/demo/settings/roles');
  });

  it('has no Settings group without settings entries', () => {
    renderMenu({ settings: [] });
    expect(screen.queryByRole('button', { name: 'Ustawienia' })).not.toBeInTheDocument();
  });
});
