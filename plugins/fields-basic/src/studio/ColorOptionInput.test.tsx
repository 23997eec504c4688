import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTranslations } from '../runtime/renderWithTranslations';
import { ColorOptionInput } from './ColorOptionInput';

describe('ColorOptionInput', () => {
  it('saves hex colours of 3, 6 or 8 digits and null for empty text', async () => {
    const onChange = vi.fn();
    await renderWithTranslations(
      <ColorOptionInput label="Kolor tła" value={null} onChange={onChange} />,
    );
    const input = screen.getByLabelText('Kolor tła');
    for (const color of ['#abc', '#aabbcc', '#aabbcc80']) {
      fireEvent.change(input, { target: { value: color } });
      expect(onChange).toHaveBeenLastCalledWith(color);
    }
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('flags other text and never saves it', async () => {
    const onChange = vi.fn();
    await renderWithTranslations(
      <ColorOptionInput label="Kolor tła" value="#fff" onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('Kolor tła'), { target: { value: 'red' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getByText('Wpisz kolor szesnastkowy: # i 3, 6 lub 8 cyfr szesnastkowych'),
    ).toBeInTheDocument();
  });
});
