import type { FormVariable } from '@tessera/engine';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FormVariablesEditor } from './FormVariablesEditor';

function Harness({
  initial,
  onChange,
}: {
  initial: FormVariable[];
  onChange: (next: FormVariable[]) => void;
}) {
  const [variables, setVariables] = useState(initial);
  return (
    <FormVariablesEditor
      variables={variables}
      onChange={(next) => {
        setVariables(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor(initial: FormVariable[]) {
  const changes: FormVariable[][] = [];
  render(
    withStudioMessages(() => <Harness initial={initial} onChange={(next) => changes.push(next)} />),
  );
  return { changes, last: () => changes.at(-1) };
}

describe('FormVariablesEditor (spec 002 §3 form variables: id, name, value method)', () => {
  const stored: FormVariable[] = [
    { id: 'var-vat', name: 'vat', value: { type: 'manual', value: 0.23 } },
    { id: 'var-source', name: 'zrodlo', value: { type: 'url_query', paramName: 'utm' } },
  ];

  it('stored variables are shown and left as they were', () => {
    const { changes } = renderEditor(stored);
    expect(screen.getByRole('region', { name: 'vat' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'zrodlo' })).getByRole('textbox', {
        name: /Nazwa parametru/,
      }),
    ).toHaveValue('utm');
    expect(changes).toEqual([]);
  });

  it('adds a variable with an id of its own, renames and removes one', () => {
    const { last } = renderEditor(stored);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj zmienną' }));
    const added = last()?.[2];
    expect(added).toMatchObject({ name: 'zmienna3', value: { type: 'manual', value: '' } });
    expect(added?.id).toMatch(/^var-/);
    fireEvent.change(
      within(screen.getByRole('region', { name: 'vat' })).getByRole('textbox', {
        name: /Nazwa zmiennej/,
      }),
      {
        target: { value: 'stawkaVat' },
      },
    );
    expect(last()?.[0]).toEqual({ ...stored[0], name: 'stawkaVat' });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń zmienną zrodlo' }));
    expect(last()?.map((variable) => variable.id)).toEqual(['var-vat', added?.id]);
  });
});
