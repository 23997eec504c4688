import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staticImageFieldType } from '../definitions/staticImageFieldType';
import { renderWithTranslations } from '../runtime/renderWithTranslations';
import { StaticImageOptionsEditor } from './StaticImageOptionsEditor';

describe('StaticImageOptionsEditor', () => {
  it('saves https:// addresses and same-origin paths, and flags anything else unsaved', async () => {
    const onChange = vi.fn();
    await renderWithTranslations(
      <StaticImageOptionsEditor
        options={staticImageFieldType.defaultOptions}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Adres obrazu');
    fireEvent.change(input, { target: { value: 'https://cdn.example.com/logo.png' } });
    expect(onChange).toHaveBeenLastCalledWith({
      imageUrl: 'https://cdn.example.com/logo.png',
      keepAspectRatio: true,
    });
    fireEvent.change(input, { target: { value: '/files/logo.png' } });
    expect(onChange).toHaveBeenLastCalledWith({
      imageUrl: '/files/logo.png',
      keepAspectRatio: true,
    });
    onChange.mockClear();
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getByText('Dozwolone są tylko adresy https:// i ścieżki zaczynające się od /'),
    ).toBeInTheDocument();
  });
});
