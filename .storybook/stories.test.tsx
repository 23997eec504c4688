import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from './preview';

// Every story of the root Storybook renders without a server and without console errors.
const annotations = setProjectAnnotations([previewAnnotations]);
const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>(
  [
    '../packages/*/src/**/*.stories.tsx',
    '../plugins/*/src/**/*.stories.tsx',
    '../runtime/src/**/*.stories.tsx',
  ],
  { eager: true },
);

type ComposedStory = ReturnType<typeof composeStory>;

beforeEach(() => {
  // jsdom draws nothing: ECharts (the PV calculator's chart) measures text on a canvas.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('stories', () => {
  it('finds stories from packages/ui, from plugins and from the runtime', () => {
    const files = Object.keys(storyFiles);
    expect(files.some((file) => file.includes('/packages/ui/'))).toBe(true);
    expect(files.some((file) => file.includes('/plugins/'))).toBe(true);
    expect(
      files.filter((file) => file.includes('/runtime/src/pvCalculator/')).length,
    ).toBeGreaterThanOrEqual(6);
  });

  for (const [file, module] of Object.entries(storyFiles)) {
    describe(file.replace('../', ''), () => {
      const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
      for (const [name, Story] of stories) {
        it(`renders ${name}`, async () => {
          const errors: unknown[] = [];
          const originalError = console.error;
          console.error = (...args: unknown[]) => errors.push(args);
          try {
            await annotations.beforeAll?.();
            const { container } = render(<Story />);
            await Story.play?.({ canvasElement: container });
            expect(container.childElementCount).toBeGreaterThan(0);
            expect(errors).toEqual([]);
          } finally {
            console.error = originalError;
          }
        });
      }
    });
  }
});
