import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ConditionEditor.stories';

const { Always, Comparison, Between, NestedGroups, WithProblems } = composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('ConditionEditor stories', () => {
  it('an optional condition starts as "always"; choosing a type gives a complete condition', () => {
    render(<Always />);
    const type = screen.getByRole('combobox', { name: 'Rodzaj warunku' });
    expect(type).toHaveTextContent('Zawsze (bez warunku)');
    fireEvent.click(type);
    fireEvent.click(screen.getByRole('option', { name: 'Pole jest puste' }));
    expect(screen.getByRole('combobox', { name: 'Pole' })).toHaveTextContent('Cena');
  });

  it('a comparison shows its field, operator and constant', () => {
    render(<Comparison />);
    expect(screen.getByRole('combobox', { name: 'Pole' })).toHaveTextContent('Cena');
    expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveTextContent(
      'jest większe niż',
    );
    expect(screen.getByLabelText('Wartość')).toHaveValue(10000);
  });

  it('between shows both bounds (spec 001 §3.11 range)', () => {
    render(<Between />);
    expect(screen.getByLabelText('Od')).toHaveValue(100);
    expect(screen.getByRole('combobox', { name: 'Do' })).toHaveTextContent('Miasto');
  });

  it('nested groups: each sub-condition can be removed and new ones added', () => {
    render(<NestedGroups />);
    expect(screen.getAllByRole('combobox', { name: 'Rodzaj warunku' })).toHaveLength(5);
    expect(screen.getByLabelText('Wartość', { selector: 'input[type="text"]' })).toHaveValue(
      'Warszawa, Kraków',
    );
    expect(screen.getByText('Bieżący użytkownik')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dodaj warunek' })[0]!);
    expect(screen.getAllByRole('combobox', { name: 'Rodzaj warunku' })).toHaveLength(6);
    fireEvent.click(screen.getAllByRole('button', { name: 'Usuń warunek' })[0]!);
    expect(screen.getAllByRole('combobox', { name: 'Rodzaj warunku' })).toHaveLength(5);
  });

  it('shows problems where they are', () => {
    render(<WithProblems />);
    const group = screen.getByRole('group', { name: 'Warunek' });
    expect(
      within(group).getByText('Tego pola nie ma już w dostawcy danych — wybierz inne.'),
    ).toBeInTheDocument();
    expect(
      within(group).getByText('Grupa musi zawierać co najmniej jeden warunek.'),
    ).toHaveAttribute('role', 'alert');
  });
});
