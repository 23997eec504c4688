import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PersonalDetailsFields.stories';

const { Filled, Empty, WithProblems } = composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('PersonalDetailsFields stories', () => {
  it('shows the 13 personal details of spec 000 §3, the name required', () => {
    render(<Filled />);
    expect(screen.getAllByRole('textbox')).toHaveLength(13);
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Jan');
    expect(screen.getByLabelText(/^Imię/)).toBeRequired();
    expect(screen.getByLabelText('Miejscowość')).toHaveValue('Kraków');
    expect(screen.getByRole('heading', { name: 'Adres' })).toBeInTheDocument();
  });

  it('typing changes a detail', () => {
    render(<Empty />);
    fireEvent.change(screen.getByLabelText('Stanowisko'), { target: { value: 'Monter' } });
    expect(screen.getByLabelText('Stanowisko')).toHaveValue('Monter');
  });

  it('shows a problem on its field', () => {
    render(<WithProblems />);
    expect(screen.getByText('Pole jest wymagane')).toBeInTheDocument();
  });
});
