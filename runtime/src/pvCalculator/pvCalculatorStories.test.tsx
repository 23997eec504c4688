import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview';
import * as userStepStories from './PvUserStep.stories';

setProjectAnnotations([previewAnnotations]);

// Every calculator story is rendered by the root Storybook test (.storybook/stories.test.tsx);
// this one checks what that cannot: the English variants speak English.
describe('calculator stories', () => {
  it('renders the English variants in English', () => {
    const { InEnglish } = composeStories(userStepStories);
    const { getByText } = render(<InEnglish />);
    expect(getByText('Choose an installation type')).toBeInTheDocument();
  });
});
