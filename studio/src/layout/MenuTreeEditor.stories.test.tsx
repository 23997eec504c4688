import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './MenuTreeEditor.stories';

const { NestedMenu, WithProblem } = composeStories(stories);

const levels = () =>
  within(screen.getByRole('list', { name: 'Pozycje menu' }))
    .getAllByRole('listitem')
    .map((item) => `${item.getAttribute('data-level')}:${item.getAttribute('aria-label')}`);

const rowOf = (name: string) =>
  within(screen.getByRole('listitem', { name })).getAllByRole('button')[0]!;

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('MenuTreeEditor stories', () => {
  it('shows the menu in reading order with each entry at its level and where it leads', () => {
    render(<NestedMenu />);
    expect(levels()).toEqual([
      '1:Moje zadania',
      '1:Sprzedaż',
      '2:Instalacje',
      '2:Klienci',
      '1:Start',
    ]);
    expect(screen.getByRole('listitem', { name: 'Instalacje' })).toHaveTextContent(
      'Widok: Instalacje',
    );
    expect(screen.getByRole('listitem', { name: 'Sprzedaż' })).toHaveTextContent('Handel');
  });

  it('moves entries with Alt and the arrow keys: up, down, out and in', () => {
    render(<NestedMenu />);
    fireEvent.keyDown(rowOf('Klienci'), { key: 'ArrowUp', altKey: true });
    expect(levels()).toEqual([
      '1:Moje zadania',
      '1:Sprzedaż',
      '2:Klienci',
      '2:Instalacje',
      '1:Start',
    ]);
    fireEvent.keyDown(rowOf('Instalacje'), { key: 'ArrowLeft', altKey: true });
    expect(levels()).toEqual([
      '1:Moje zadania',
      '1:Sprzedaż',
      '2:Klienci',
      '1:Instalacje',
      '1:Start',
    ]);
    fireEvent.keyDown(rowOf('Sprzedaż'), { key: 'ArrowRight', altKey: true });
    expect(levels()).toEqual([
      '1:Moje zadania',
      '2:Sprzedaż',
      '3:Klienci',
      '1:Instalacje',
      '1:Start',
    ]);
  });

  it('removing an entry takes its children with it', () => {
    render(<NestedMenu />);
    fireEvent.keyDown(rowOf('Sprzedaż'), { key: 'Delete' });
    expect(levels()).toEqual(['1:Moje zadania', '1:Start']);
  });

  it('marks an entry with a problem and names an entry without text', () => {
    render(<WithProblem />);
    expect(screen.getByRole('listitem', { name: 'Pozycja bez tekstu' })).toBeInTheDocument();
  });
});
