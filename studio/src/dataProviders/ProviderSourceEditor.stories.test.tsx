import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProviderSourceEditor.stories';

// Monaco does not run in jsdom: the stages show in the plain input it falls back to.
vi.mock('./MonacoJsonInput', async () => ({
  MonacoJsonInput: (await import('../methods/PlainExpressionInput')).PlainExpressionInput,
}));

const { QuerySourced, Aggregating, PipelineValid, PipelineWithProblems, WithoutSource } =
  composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('ProviderSourceEditor stories', () => {
  it("a query-sourced provider: its source and its filter over the source's fields", () => {
    render(<QuerySourced />);
    expect(screen.getByRole('combobox', { name: /Dostawca źródłowy/ })).toHaveTextContent(
      'Zamówienia',
    );
    const filter = screen.getByRole('region', { name: 'Filtr 1' });
    expect(within(filter).getByRole('combobox', { name: 'Pole' })).toHaveTextContent('Region');
    expect(within(filter).getByLabelText('Wartość')).toHaveValue('Północ');
  });

  it('choosing another source starts the filters over', async () => {
    render(<QuerySourced />);
    fireEvent.click(screen.getByRole('combobox', { name: /Dostawca źródłowy/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Klienci' }));
    expect(screen.queryByRole('region', { name: 'Filtr 1' })).toBeNull();
  });

  it('an aggregating provider shows only its source', () => {
    render(<Aggregating />);
    expect(screen.getByRole('combobox', { name: /Dostawca źródłowy/ })).toHaveTextContent(
      'Zamówienia',
    );
    expect(screen.queryByRole('region', { name: 'Filtry' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Etapy potoku/ })).toBeNull();
  });

  it("a pipeline: its stages as JSON, the server's verdict, the engine's problems by stage", () => {
    const { unmount } = render(<PipelineValid />);
    expect(screen.getByRole('textbox', { name: /Etapy potoku/ })).toHaveValue(
      '[\n  {\n    "type": "sort",\n    "sorting": [\n      {\n        "fieldAccess": {\n          "path": [\n            "kwota"\n          ]\n        },\n        "direction": "desc"\n      }\n    ]\n  }\n]',
    );
    expect(screen.getByText('Potok jest poprawny i zwraca teraz 12 wierszy.')).toBeInTheDocument();
    unmount();
    render(<PipelineWithProblems />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Etap 1 › sorting.0.direction: Nieprawidłowa wartość (must be equal to one of the allowed values)',
    );
  });

  it('without a source the designer is asked to choose one', () => {
    render(<WithoutSource />);
    expect(screen.getByText('Wybierz dostawcę, z którego pochodzą rekordy')).toBeInTheDocument();
  });
});
