import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './DocumentTypeAccessTable.stories';

const { Contract, AdminsOnly, NoRoles, RolesFailed, WithProblem, ReadOnly } =
  composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('DocumentTypeAccessTable stories', () => {
  it('a row per active role and per inactive role still granted, a column per permission', () => {
    render(<Contract />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Rola',
      'PodglądWidzi dokumenty i pobiera pliki',
      'DodawaniePrzesyła i generuje dokumenty',
      'UsuwanieUsuwa dokumenty i pliki',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(
      screen.getByRole('checkbox', { name: 'Usuwanie: Praktykant (nieaktywna)' }),
    ).toBeChecked();
    expect(screen.getByText('Dostęp mają 3 role.')).toBeInTheDocument();
  });

  it("a column's box is mixed while some roles hold the permission, and sets it for all", () => {
    render(<Contract />);
    const all = screen.getByRole('checkbox', { name: 'Podgląd: wszystkie role' });
    expect(all).toBePartiallyChecked();
    fireEvent.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Podgląd: Monter' })).toBeChecked();
    fireEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Podgląd: Handlowiec' })).not.toBeChecked();
  });

  it('taking the last permission from an inactive role drops its row', () => {
    render(<Contract />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Usuwanie: Praktykant (nieaktywna)' }));
    expect(screen.queryByText(/Praktykant/)).toBeNull();
    expect(screen.getByText('Dostęp mają 2 role.')).toBeInTheDocument();
  });

  it('without any grant, only administrators have access', () => {
    render(<AdminsOnly />);
    expect(
      screen.getByText(
        'Żadna rola nie ma dostępu: dokumenty tego typu widzą tylko administratorzy.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dodawanie: Monter' }));
    expect(screen.getByText('Dostęp ma 1 rola.')).toBeInTheDocument();
  });

  it('a client without roles is sent to the roles screen', () => {
    render(<NoRoles />);
    expect(screen.getByRole('link', { name: 'Przejdź do ról' })).toHaveAttribute(
      'href',
      '/demo/settings/roles',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('roles that failed to load are said so; a granted one shows as deleted', () => {
    render(<RolesFailed />);
    expect(screen.getByText('Nie udało się wczytać ról.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Podgląd: Usunięta rola' })).toBeChecked();
  });

  it("shows the server's problem", () => {
    render(<WithProblem />);
    expect(screen.getByRole('alert')).toHaveTextContent('Serwer odrzucił tę wartość');
  });

  it('nothing changes in a version that cannot be edited', () => {
    render(<ReadOnly />);
    expect(screen.getByRole('checkbox', { name: 'Dodawanie: Handlowiec' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Podgląd: wszystkie role' })).toBeDisabled();
  });
});
