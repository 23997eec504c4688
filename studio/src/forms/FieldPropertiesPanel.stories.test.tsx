import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './FieldPropertiesPanel.stories';

const { TextField, NumberField, Conditional, GeneratedOptions, WithProblems } =
  composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('FieldPropertiesPanel stories', () => {
  it("a text field shows its label, its binding and the text plugin's own options editor", () => {
    render(<TextField />);
    const panel = screen.getByRole('region', { name: 'Właściwości pola' });
    expect(within(panel).getByLabelText('Etykieta')).toHaveValue('Nazwa klienta');
    expect(within(panel).getByRole('combobox', { name: /Pole dostawcy/ })).toHaveTextContent(
      'Nazwa',
    );
    expect(within(panel).getByLabelText('Przedrostek')).toBeInTheDocument();
  });

  it('editing the label renames the panel', () => {
    render(<TextField />);
    fireEvent.change(screen.getByLabelText('Etykieta'), { target: { value: 'Klient' } });
    expect(screen.getByRole('heading', { name: 'Klient' })).toBeInTheDocument();
  });

  it('a number field is offered only number provider fields to bind to', () => {
    render(<NumberField />);
    fireEvent.click(screen.getByRole('combobox', { name: /Pole dostawcy/ }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Liczba paneli' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Nazwa' })).toBeNull();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Liczba paneli' }));
    expect(screen.getByRole('combobox', { name: /Pole dostawcy/ })).toHaveTextContent(
      'Liczba paneli',
    );
  });

  it('reads a stored condition: visible when a condition holds, always required', () => {
    render(<Conditional />);
    expect(screen.getByRole('combobox', { name: 'Widoczne' })).toHaveTextContent(
      'Gdy spełniony jest warunek',
    );
    expect(screen.getByRole('combobox', { name: 'Wymagane' })).toHaveTextContent('Zawsze');
    expect(screen.getByRole('combobox', { name: 'Zablokowane' })).toHaveTextContent('Nigdy');
  });

  it('a type without its own editor gets the inputs of its options schema', () => {
    render(<GeneratedOptions />);
    expect(screen.getByText('Ten typ pola nie ma własnych opcji.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Pole dostawcy/ })).toBeInTheDocument();
  });

  it("shows the server's problems on the properties they name", () => {
    render(<WithProblems />);
    expect(screen.getByText('Inne pole formularza ma już tę nazwę')).toBeInTheDocument();
    expect(screen.getByText('To pole nie należy do wybranego dostawcy danych')).toBeInTheDocument();
  });
});
