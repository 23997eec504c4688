import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaticImageFieldOptions } from '../definitions/staticFields.types';
import { renderWithTranslations } from './renderWithTranslations';
import { StaticImageField } from './StaticImageField';

const renderImage = (options: StaticImageFieldOptions) =>
  renderWithTranslations(
    <StaticImageField
      id="logo"
      label="Logo firmy"
      options={options}
      value={null}
      onChange={() => {}}
      disabled={false}
      required={false}
    />,
  );

describe('StaticImageField', () => {
  it('shows the image with the field label as its alternative text', async () => {
    await renderImage({ imageUrl: 'https://cdn.example.com/logo.png', keepAspectRatio: true });
    const image = screen.getByRole('img', { name: 'Logo firmy' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
  });

  it('loads same-origin paths', async () => {
    await renderImage({ imageUrl: '/files/logo.png', keepAspectRatio: false });
    expect(screen.getByRole('img', { name: 'Logo firmy' })).toHaveAttribute(
      'src',
      '/files/logo.png',
    );
  });

  it('never loads a javascript: address, even if stored data bypassed the schema', async () => {
    const { container } = await renderImage({
      imageUrl: 'javascript:alert(1)',
      keepAspectRatio: true,
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Niedozwolony adres obrazu')).toBeInTheDocument();
  });

  it('says so when no image is chosen', async () => {
    await renderImage({ imageUrl: null, keepAspectRatio: true });
    expect(screen.getByText('Nie wybrano obrazu')).toBeInTheDocument();
  });

  it('says so when the image cannot be loaded', async () => {
    await renderImage({ imageUrl: 'https://cdn.example.com/missing.png', keepAspectRatio: true });
    fireEvent.error(screen.getByRole('img', { name: 'Logo firmy' }));
    expect(screen.getByText('Nie udało się wczytać obrazu')).toBeInTheDocument();
  });
});
