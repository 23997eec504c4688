import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it("shows the alert 'page not found' with a link to the start page (spec §2)", () => {
    render(withTessera(() => <NotFound startHref="/demo/start" />));
    expect(screen.getByText('Nie znaleziono strony')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strony startowej' })).toHaveAttribute(
      'href',
      '/demo/start',
    );
  });
});
