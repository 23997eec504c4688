import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { AppShell, type AppShellProps } from './AppShell';

const user = { fullName: 'Kowalski Jan', email: 'jan@example.com' };

/** The shell of the app "Tessera", its main page at /demo, with what the test adds. */
const shell = (props: Partial<AppShellProps> = {}) =>
  withTessera(() => <AppShell appName="Tessera" homeHref="/demo" {...props} />);

describe('AppShell', () => {
  it('links the app name to main, navigating in the app on a plain click', () => {
    const onNavigate = vi.fn();
    render(shell({ onNavigate }));
    const link = screen.getByRole('link', { name: 'Tessera' });
    expect(link).toHaveAttribute('href', '/demo');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/demo');
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has a user menu with name, e-mail and logout (spec §2)', async () => {
    const onLogout = vi.fn();
    render(shell({ user, onLogout, children: 'treść' }));
    expect(screen.getByRole('main')).toHaveTextContent('treść');
    fireEvent.click(screen.getByRole('button', { name: 'Menu użytkownika' }));
    expect(await screen.findByText('jan@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Wyloguj się' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('AppShell layout (spec 000 §2)', () => {
  it('offers change password in the user menu', async () => {
    const onChangePassword = vi.fn();
    render(shell({ user, onLogout: () => undefined, onChangePassword }));
    fireEvent.click(screen.getByRole('button', { name: 'Menu użytkownika' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień hasło' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
  });

  it('has a hamburger only with a side menu, folding the docked menu', () => {
    const { rerender } = render(shell());
    expect(screen.queryByRole('button', { name: /menu$/ })).not.toBeInTheDocument();
    rerender(shell({ sideMenu: <nav aria-label="menu" /> }));
    const hamburger = screen.getByRole('button', { name: 'Zamknij menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(hamburger);
    expect(screen.getByRole('button', { name: 'Otwórz menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('a simple layout hides the interface and shows the page alone', () => {
    render(
      shell({
        layout: 'simple',
        user,
        onLogout: () => undefined,
        sideMenu: <nav aria-label="menu" />,
        children: 'treść',
      }),
    );
    expect(screen.getByText('treść')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tessera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu użytkownika' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the full-page loading overlay while loading', () => {
    render(shell({ loading: true }));
    expect(screen.getByText('Ładowanie strony…')).toBeInTheDocument();
  });
});
