import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './FormPreview.stories';

const { Offer, BrokenDraft } = composeStories(stories);

describe('FormPreview stories', () => {
  it('the offer computes its power and follows a changed input', async () => {
    render(<Offer />);
    expect(await screen.findByRole('textbox', { name: 'Moc instalacji (kW)' })).toHaveValue('4');
    fireEvent.change(screen.getByRole('textbox', { name: 'Liczba paneli' }), {
      target: { value: '12' },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Moc instalacji (kW)' })).toHaveValue('4,8'),
    );
  });

  it('a broken draft is named, not drawn', async () => {
    render(<BrokenDraft />);
    expect(
      await screen.findByText('Podglądu nie można otworzyć, bo projekt ma błędy:'),
    ).toBeInTheDocument();
  });
});
