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
    '../studio/src/**/*.stories.tsx',
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
  it('renders a story in the language of the toolbar', () => {
    const story = Object.entries(storyFiles).find(([file]) => file.includes('NotFound.stories'));
    if (!story) throw new Error('NotFound stories missing');
    for (const [language, text] of [
      ['pl', 'Nie znaleziono strony'],
      ['en', 'Page not found'],
    ] as const) {
      const { Default } = composeStories(story[1], { initialGlobals: { language } }) as Record<
        string,
        ComposedStory
      >;
      if (!Default) throw new Error('NotFound Default story missing');
      const { getByText, unmount } = render(<Default />);
      expect(getByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('finds stories from packages/ui, from plugins, the runtime and the studio', () => {
    const files = Object.keys(storyFiles);
    expect(files.some((file) => file.includes('/studio/src/'))).toBe(true);
    expect(files.some((file) => file.includes('/packages/ui/'))).toBe(true);
    expect(files.some((file) => file.includes('/plugins/'))).toBe(true);
    expect(
      files.filter((file) => file.includes('/runtime/src/pvCalculator/')).length,
    ).toBeGreaterThanOrEqual(6);
  });

  for (const [file, module] of Object.entries(storyFiles)) {
    describe(file.replace('../', ''), () => {
      // Each story in both languages of the toolbar (Polish first).
      const stories = (['pl', 'en'] as const).flatMap((language) =>
        (
          Object.entries(composeStories(module, { initialGlobals: { language } })) as [
            string,
            ComposedStory,
          ][]
        ).map(([name, Story]) => [`${name} (${language})`, Story] as const),
      );
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
