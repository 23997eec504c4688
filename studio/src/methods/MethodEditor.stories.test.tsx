import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './MethodEditor.stories';

vi.mock('./MonacoExpressionInput', async () => ({
  MonacoExpressionInput: (await import('./PlainExpressionInput')).PlainExpressionInput,
}));

const {
  ComputedExpression,
  InvalidExpression,
  ConditionalValue,
  CalculatedFunction,
  ServerSide,
  NoDefault,
} = composeStories(stories);

const definition = () =>
  JSON.parse(screen.getByRole('region', { name: 'Zapisywana definicja' }).textContent ?? 'null');

describe('MethodEditor stories', () => {
  it('a valid computed expression with its bound variable', async () => {
    render(<ComputedExpression />);
    expect(await screen.findByText('Wyrażenie jest poprawne.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nazwa' })).toHaveValue('vat');
  });

  it('an invalid expression shows its syntax error', async () => {
    render(<InvalidExpression />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Błąd składni');
  });

  it('each story shows its stored definition unchanged', () => {
    for (const Story of [ConditionalValue, CalculatedFunction, ServerSide]) {
      const { unmount } = render(<Story />);
      expect(definition()).toEqual(Story.args.initial);
      unmount();
    }
  });

  it('no default offers "none"', () => {
    render(<NoDefault />);
    expect(screen.getByRole('combobox', { name: /sposób ustalenia wartości/ })).toHaveTextContent(
      'Brak',
    );
  });
});
