import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routeStories from './RoutePanel.stories';
import * as stepStories from './StepPanel.stories';

const { StartingStep, ConditionalFinish, WithProblems: StepProblems } = composeStories(stepStories);
const { Unconditional, Conditional, WithProblems: RouteProblems } = composeStories(routeStories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('StepPanel stories', () => {
  it('the starting step lists its form by role and its finish condition', () => {
    render(<StartingStep />);
    expect(screen.getByLabelText(/Nazwa kroku/)).toHaveValue('Lead');
    expect(screen.getByRole('combobox', { name: /Formularz/ })).toHaveTextContent('Nowy lead');
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveTextContent('Handlowiec');
    const finish = screen.getByRole('region', { name: 'Warunek zakończenia 1' });
    expect(within(finish).getByRole('combobox', { name: 'Rodzaj warunku' })).toHaveTextContent(
      'Zawsze (bez warunku)',
    );
    expect(within(finish).getByRole('combobox', { name: /Krok docelowy/ })).toHaveTextContent(
      'Oferta',
    );
  });

  it('forms are added and removed; finish conditions reordered', () => {
    render(<ConditionalFinish />);
    expect(screen.getAllByRole('combobox', { name: /Formularz/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj formularz' }));
    expect(screen.getAllByRole('combobox', { name: /Formularz/ })).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button', { name: 'Usuń formularz' })[0]!);
    expect(screen.getAllByRole('combobox', { name: /Formularz/ })[0]).toHaveTextContent('Notatki');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj warunek zakończenia' }));
    const second = screen.getByRole('region', { name: 'Warunek zakończenia 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Przesuń wyżej' }));
    const first = screen.getByRole('region', { name: 'Warunek zakończenia 1' });
    expect(within(first).getByRole('combobox', { name: 'Rodzaj warunku' })).toHaveTextContent(
      'Zawsze (bez warunku)',
    );
  });

  it('shows problems on their inputs', () => {
    render(<StepProblems />);
    expect(screen.getByText('Wybierz co najmniej jedną rolę.')).toBeInTheDocument();
    expect(
      screen.getByText('Tego pola nie ma już w dostawcy danych — wybierz inne.'),
    ).toBeInTheDocument();
  });
});

describe('RoutePanel stories', () => {
  it('a route has a name, an order number and an optional condition', () => {
    render(<Unconditional />);
    expect(screen.getByText('Z „Akceptacja” do „Koniec”')).toBeInTheDocument();
    expect(screen.getByLabelText('Numer kolejności')).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: 'Rodzaj warunku' })).toHaveTextContent(
      'Zawsze (bez warunku)',
    );
  });

  it('a conditional route shows its comparison', () => {
    render(<Conditional />);
    expect(screen.getByLabelText('Nazwa trasy')).toHaveValue('Podpisana');
    expect(screen.getByRole('combobox', { name: 'Pole' })).toHaveTextContent('Podpisano');
    expect(screen.getByRole('combobox', { name: 'Wartość' })).toHaveTextContent('Tak (prawda)');
  });

  it('shows the server’s problem on the route', () => {
    render(<RouteProblems />);
    expect(screen.getByText('Nieprawidłowa wartość: must be number')).toBeInTheDocument();
  });
});
