import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ClientSettingsFields.stories';

const { Defaults, OpenRegistration, WithProblems } = composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('ClientSettingsFields stories', () => {
  it('groups the settings in three sections', () => {
    render(<Defaults />);
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Region i język', 'Import danych', 'Rejestracja i hasła']);
    expect(screen.getByText('pl-PL — polski (Polska)')).toBeInTheDocument();
  });

  it('types a country code in capitals and names the country', () => {
    render(<Defaults />);
    const region = screen.getByRole('region', { name: 'Region i język' });
    fireEvent.change(within(region).getByLabelText(/Domyślny kraj/), { target: { value: 'cz' } });
    expect(within(region).getByLabelText(/Domyślny kraj/)).toHaveValue('CZ');
    expect(within(region).getByText('CZ — Czechy')).toBeInTheDocument();
  });

  it('shows the sign-up switches as set', () => {
    render(<OpenRegistration />);
    expect(
      screen.getByRole('switch', { name: 'Nowe konta wymagają zatwierdzenia' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Powiadamiaj o nowych rejestracjach' }),
    ).toBeChecked();
    expect(screen.getByText('de — niemiecki')).toBeInTheDocument();
  });

  it('shows each problem on its input, and no name for an unknown code', () => {
    render(<WithProblems />);
    expect(screen.getByText('Nie ma kraju o kodzie XX')).toBeInTheDocument();
    expect(screen.getByText('Pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Dwuliterowy kod kraju ISO 3166-1.')).toBeInTheDocument();
  });
});
