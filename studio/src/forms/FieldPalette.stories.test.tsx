import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './FieldPalette.stories';
import { registry } from './studioPlugins';

const { AllTypes, Disabled } = composeStories(stories);

describe('FieldPalette stories', () => {
  it('offers every registered field type, with its Polish name and default size', () => {
    render(<AllTypes />);
    const palette = screen.getByRole('navigation', { name: 'Typy pól' });
    expect(palette.querySelectorAll('button')).toHaveLength(registry.fieldTypes.length);
    expect(screen.getByRole('button', { name: 'Dodaj pole: Obszar tekstowy' })).toHaveTextContent(
      '3 × 18',
    );
    expect(screen.getByRole('button', { name: 'Dodaj pole: Przycisk' })).toHaveTextContent('1 × 4');
    expect(
      screen.getByRole('button', { name: 'Dodaj pole: Historia zmian procesu' }),
    ).toHaveTextContent('6 × 12');
  });

  it('a type is added by activating its button (Enter or a click)', () => {
    render(<AllTypes />);
    const number = screen.getByRole('button', { name: 'Dodaj pole: Liczba' });
    number.focus();
    fireEvent.click(number);
    expect(screen.getByText('+ number')).toBeInTheDocument();
  });

  it('adds nothing in a version that cannot be edited', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Dodaj pole: Liczba' })).toBeDisabled();
  });
});
