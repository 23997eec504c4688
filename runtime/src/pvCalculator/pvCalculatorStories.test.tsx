import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview';
import * as userStepStories from './PvUserStep.stories';

// The root Storybook's test (.storybook/stories.test.tsx) reads packages and plugins only; the
// calculator's stories live in the runtime app, so they are rendered here the same way: each
// one without a server and without console errors.
const annotations = setProjectAnnotations([previewAnnotations]);
const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>('./*.stories.tsx', {
  eager: true,
});

type ComposedStory = ReturnType<typeof composeStory>;

beforeEach(() => {
  // jsdom draws nothing: ECharts measures text on a canvas and its size on the element.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('calculator stories', () => {
  it('finds the stories of every calculator component', () => {
    expect(Object.keys(storyFiles).length).toBeGreaterThanOrEqual(6);
  });

  for (const [file, module] of Object.entries(storyFiles)) {
    describe(file, () => {
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

  it('renders the English variants in English', () => {
    const { InEnglish } = composeStories(userStepStories);
    const { getByText } = render(<InEnglish />);
    expect(getByText('Choose an installation type')).toBeInTheDocument();
  });
});
