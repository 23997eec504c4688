import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { ChoiceDropdown, choicesOf } from './ChoiceDropdown';

const directions = choicesOf(['asc', 'desc'] as const, (value) =>
  value === 'asc' ? 'Rosnąco' : 'Malejąco',
);

function renderDropdown(value: string, onChange = vi.fn(), unknownText?: (v: string) => string) {
  render(
    withStudioMessages(() => (
      <ChoiceDropdown
        aria-label="Kierunek"
        choices={directions}
        value={value as 'asc'}
        onChange={onChange}
        unknownText={unknownText}
        placeholder="Wybierz kierunek"
      />
    )),
  );
  return onChange;
}

describe('ChoiceDropdown', () => {
  it('shows the chosen value by its text', () => {
    renderDropdown('desc');
    expect(screen.getByRole('combobox', { name: 'Kierunek' })).toHaveTextContent('Malejąco');
  });

  it('names a value that is not among the choices, by default with the value itself', () => {
    renderDropdown('random');
    expect(screen.getByRole('combobox', { name: 'Kierunek' })).toHaveTextContent('random');
  });

  it('names an unknown value as told', () => {
    renderDropdown('email', vi.fn(), (name) => `Nieznane pole: ${name}`);
    expect(screen.getByRole('combobox', { name: 'Kierunek' })).toHaveTextContent(
      'Nieznane pole: email',
    );
  });

  it('reports another value, and not the one already chosen', async () => {
    const onChange = renderDropdown('asc');
    fireEvent.click(screen.getByRole('combobox', { name: 'Kierunek' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rosnąco' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Kierunek' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Malejąco' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('desc');
  });
});
