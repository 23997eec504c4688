import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RolePermissionsPanel.stories';

const { Assigned, Views, Special, NewRole, LoadFailed, ReadOnly } = composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('RolePermissionsPanel stories', () => {
  it('offers the five categories of spec 002 §6, with their counts', () => {
    render(<Assigned />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(5);
    const expected = [
      'Przypisane 5',
      'Widoki 2',
      'Ustawienia procesów 1',
      'Specjalne 1',
      'Dashboard 1',
    ];
    for (const [index, name] of expected.entries()) {
      expect(tabs[index]).toHaveAccessibleName(name);
    }
  });

  it('assigned lists every grant; a view links to its editor, a process step to its process', () => {
    render(<Assigned />);
    const list = screen.getByRole('list', { name: 'Przypisane' });
    const orders = within(list).getByRole('listitem', { name: 'Zamówienia' });
    expect(orders).toHaveTextContent('Dostęp do tabeli');
    expect(orders).toHaveTextContent('Kliknięcie wiersza tabeli');
    expect(
      within(orders).getByRole('link', { name: 'Otwórz ustawienia: Zamówienia' }),
    ).toHaveAttribute('href', '/demo/settings/views/v-orders/edit');
    const step = within(list).getByRole('listitem', { name: 'Sprzedaż PV › Oferta' });
    expect(within(step).getByRole('link')).toHaveAttribute(
      'href',
      '/demo/settings/processes/p-sales/edit',
    );
    expect(
      within(list).getByRole('listitem', { name: 'Zarządzanie użytkownikami' }),
    ).toBeInTheDocument();
  });

  it('the views category holds only views', () => {
    render(<Views />);
    const items = within(screen.getByRole('list', { name: 'Widoki' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Zamówienia',
      'Skrzynka handlowca',
    ]);
  });

  it('special permissions are set with check boxes, and the count follows', () => {
    render(<Special />);
    const users = screen.getByRole('checkbox', { name: 'Zarządzanie użytkownikami' });
    expect(screen.getByRole('checkbox', { name: 'Dostęp do API środowiska' })).toBeChecked();
    expect(users).not.toBeChecked();
    fireEvent.click(users);
    expect(users).toBeChecked();
    expect(screen.getByRole('tab', { name: /Specjalne/ })).toHaveAccessibleName('Specjalne 2');
  });

  it('changing a special permission from the assigned list opens the special category', () => {
    render(<Assigned />);
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Zmień uprawnienie specjalne: Zarządzanie użytkownikami',
      }),
    );
    expect(screen.getByRole('tab', { name: /Specjalne/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Zarządzanie użytkownikami' })).toBeChecked();
  });

  it('a new role says that views and processes can name it once saved', () => {
    render(<NewRole />);
    expect(
      screen.getByText(/Zapisz rolę, aby zobaczyć tu, gdzie jest używana/),
    ).toBeInTheDocument();
  });

  it('a failed load offers a retry', () => {
    render(<LoadFailed />);
    expect(screen.getByText('Nie udało się wczytać uprawnień roli.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('nothing changes in a version that cannot be edited', () => {
    render(<ReadOnly />);
    expect(screen.getByRole('checkbox', { name: 'Zarządzanie użytkownikami' })).toBeDisabled();
  });
});
