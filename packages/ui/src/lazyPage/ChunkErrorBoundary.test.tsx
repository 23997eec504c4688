import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { lazyPage } from './lazyWithTimeout';

function Buggy(): never {
  throw new Error('a bug');
}

function ArrivedPage() {
  return <p>Strona</p>;
}

describe('ChunkErrorBoundary (spec 000 §8: lazy chunk load failure shows an error)', () => {
  it('shows the chunk-load failure with a retry when a lazy page does not arrive', async () => {
    const Broken = lazyPage(
      (): Promise<{ Page: () => null }> => Promise.reject(new Error('404')),
      'Page',
    );
    const onRetry = vi.fn();
    // React reports the caught error on the console; expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      withTessera(() => (
        <ChunkErrorBoundary onRetry={onRetry}>
          <Suspense fallback="…">
            <Broken />
          </Suspense>
        </ChunkErrorBoundary>
      )),
    );
    expect(await screen.findByText('Nie udało się wczytać tej części aplikacji')).toBeTruthy();
    screen.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    quiet.mockRestore();
  });

  it('renders a lazy page that arrives', async () => {
    const Page = lazyPage(async () => ({ Page: ArrivedPage }), 'Page');
    render(
      withTessera(() => (
        <ChunkErrorBoundary>
          <Suspense fallback="…">
            <Page />
          </Suspense>
        </ChunkErrorBoundary>
      )),
    );
    expect(await screen.findByText('Strona')).toBeTruthy();
  });

  it('leaves other errors to the boundaries above it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ChunkErrorBoundary>
          <Buggy />
        </ChunkErrorBoundary>,
      ),
    ).toThrow('a bug');
    spy.mockRestore();
  });
});
