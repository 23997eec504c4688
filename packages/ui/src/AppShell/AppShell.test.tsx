import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('links the app name to main, navigating in the app on a plain click', () => {
    const onNavigate = vi.fn();
    render(
      withTessera(() => <AppShell appName="Tessera" homeHref="/demo" onNavigate={onNavigate} />),
    );
    const link = screen.getByRole('link', { name: 'Tessera' });
    expect(link).toHaveAttribute('href', '/demo');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/demo');
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has a user menu with name, e-mail and logout (spec §2)', async () => {
    const onLogout = vi.fn();
    render(
      withTessera(() => (
        <AppShell
          appName="Tessera"
          homeHref="/demo"
          user={{ fullName: 'Kowalski Jan', email: 'jan@example.com' }}
          onLogout={onLogout}
        >
          treść
        </AppShell>
      )),
    );
    expect(screen.getByRole('main')).toHaveTextContent('treść');
    fireEvent.click(screen.getByRole('button', { name: 'Menu użytkownika' }));
    expect(await screen.findByText('jan@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Wyloguj się' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
