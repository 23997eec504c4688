import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './FieldEditorPanel.stories';

const {
  ValueField,
  StringTemplate,
  ComputedExpression,
  Relation,
  WithProblems,
  QuerySourcedField,
  PipelineField,
  GroupingField,
  AggregatingField,
} = composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('FieldEditorPanel stories', () => {
  it('a value field offers its kind, value type and transform', () => {
    render(<ValueField />);
    expect(screen.getByRole('combobox', { name: 'Rodzaj pola' })).toHaveTextContent('Wartość');
    expect(screen.getByRole('combobox', { name: 'Przekształcenie' })).toHaveTextContent('Brak');
  });

  it('a template shows its text and the fields it may insert', () => {
    render(<StringTemplate />);
    expect(screen.getByLabelText(/Szablon/)).toHaveValue('{{klient}}: {{kwota}} zł');
    expect(screen.getByRole('button', { name: 'Wstaw pole' })).toBeInTheDocument();
  });

  it('a computed expression is written with database names and says which fields it uses', () => {
    render(<ComputedExpression />);
    expect(screen.getByLabelText(/Wyrażenie/)).toHaveValue('kwota * 1.23');
    expect(screen.getByText('Korzysta z pól: kwota')).toBeInTheDocument();
  });

  it('a relation names its provider and presented field', () => {
    render(<Relation />);
    expect(screen.getByRole('combobox', { name: /Powiązany dostawca/ })).toHaveTextContent(
      'Klienci',
    );
    expect(screen.getByRole('combobox', { name: /Pokazuj pole/ })).toHaveTextContent('Nazwa');
  });

  it('shows a problem on its input', () => {
    render(<WithProblems />);
    expect(
      screen.getByText('Dozwolone są tylko litery, cyfry oraz znaki „-” i „_”'),
    ).toBeInTheDocument();
  });

  it("a computed provider's fields: a source field, or a path of the pipeline's rows", () => {
    const { unmount } = render(<QuerySourcedField />);
    expect(screen.getByRole('combobox', { name: 'Rodzaj pola' })).toHaveTextContent(
      'Wartość ze źródła',
    );
    expect(screen.getByRole('combobox', { name: /Pole źródłowe/ })).toHaveTextContent('Region');
    unmount();
    render(<PipelineField />);
    expect(screen.getByLabelText(/Ścieżka w wierszu potoku/)).toHaveValue('suma');
    expect(screen.getByText(/Wiersze potoku mają teraz: region, suma\./)).toBeInTheDocument();
  });

  it('an aggregating provider: a grouping field, an aggregation with its function, field and condition', () => {
    const { unmount } = render(<GroupingField />);
    expect(screen.getByRole('combobox', { name: /Grupuj według pola/ })).toHaveTextContent(
      'Region',
    );
    unmount();
    render(<AggregatingField />);
    expect(screen.getByRole('combobox', { name: 'Funkcja' })).toHaveTextContent('Suma');
    expect(screen.getByRole('combobox', { name: /Pole agregowane/ })).toHaveTextContent('Kwota');
    expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveTextContent(
      'jest większe niż',
    );
  });
});
