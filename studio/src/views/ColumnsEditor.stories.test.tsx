import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ColumnsEditor.stories';

const { TableColumns, InboxColumns, NoSource, WithProblems } = composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('ColumnsEditor stories', () => {
  it('lists the columns in order with their headers and values', () => {
    render(<TableColumns />);
    const items = within(screen.getByRole('list', { name: 'Kolumny widoku' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Klient',
      'Miejscowość',
      'Telefon',
    ]);
    expect(within(items[0]!).getByRole('combobox', { name: /Wartość/ })).toHaveTextContent('Nazwa');
  });

  it('adds a column for a chosen field, with its name as the header, and removes one', async () => {
    render(<TableColumns />);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kolumnę' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Data utworzenia rekordu' }));
    const list = screen.getByRole('list', { name: 'Kolumny widoku' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń kolumnę Klient' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Miejscowość', 'Telefon', 'Data utworzenia rekordu']);
  });

  it("an inbox column may show the process's step", () => {
    render(<InboxColumns />);
    const step = screen.getByRole('listitem', { name: 'Etap' });
    expect(within(step).getByRole('combobox', { name: /Wartość/ })).toHaveTextContent('Etap');
  });

  it('without a data source there is nothing to add', () => {
    render(<NoSource />);
    expect(screen.getByRole('button', { name: 'Dodaj kolumnę' })).toBeDisabled();
    expect(screen.getByText('Najpierw wybierz źródło danych.')).toBeInTheDocument();
  });

  it('shows problems on their column; an unknown field is named', () => {
    render(<WithProblems />);
    expect(screen.getByText('Pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Dostawca nie ma tego pola')).toBeInTheDocument();
    expect(screen.getByText('Nieznane pole: email')).toBeInTheDocument();
  });
});
