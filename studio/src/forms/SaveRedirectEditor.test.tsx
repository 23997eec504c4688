import type { FormEventListener, SaveRedirect } from '@tessera/engine';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { SaveRedirectEditor } from './SaveRedirectEditor';

const fields = [{ id: 'customer', label: 'Klient', valueType: 'text' }];
const listeners: FormEventListener[] = [
  {
    id: 'listener-1',
    type: 'field_value_changed',
    formFieldId: 'customer',
    action: { id: 'a-1', type: 'create_record', dataProviderId: 'p-1', fieldValues: [] },
  },
];

function Harness({
  initial,
  onChange,
}: {
  initial: SaveRedirect | undefined;
  onChange: (next: SaveRedirect | undefined) => void;
}) {
  const [redirect, setRedirect] = useState(initial);
  return (
    <SaveRedirectEditor
      redirect={redirect}
      fields={fields}
      listeners={listeners}
      onChange={(next) => {
        setRedirect(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor(initial: SaveRedirect | undefined) {
  const changes: (SaveRedirect | undefined)[] = [];
  render(
    withStudioMessages(() => <Harness initial={initial} onChange={(next) => changes.push(next)} />),
  );
  return { changes, last: () => changes.at(-1) };
}

function choose(name: string | RegExp, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        data: [{ id: 'f-contract', name: 'Umowa', fields: [] }],
        meta: { page: 1, lastPage: 1 },
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('SaveRedirectEditor (spec 002 §3: to a form, to a url, or conditionally)', () => {
  it('a stored conditional redirect is shown and left as it was', () => {
    const stored: SaveRedirect = {
      type: 'conditional',
      choices: [
        {
          condition: { type: 'non_empty', valueAccess: { fieldId: 'customer' } },
          redirect: {
            type: 'form',
            formId: 'f-contract',
            retrieveFromListenerId: 'listener-1',
            urlParameters: [{ name: 'from', value: { type: 'current_record_id' } }],
          },
        },
        {
          condition: { type: 'constant', value: true },
          redirect: { type: 'url', url: { type: 'manual', value: 'https://example.com' } },
        },
      ],
    };
    const { changes } = renderEditor(stored);
    expect(screen.getByRole('combobox', { name: 'Po zapisie' })).toHaveTextContent(
      'Zależnie od warunków',
    );
    expect(screen.getByRole('region', { name: 'Wariant 2' })).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('a form redirect: the form chosen from the version’s forms, the record a listener created', async () => {
    const { last } = renderEditor(undefined);
    choose('Po zapisie', 'Przejdź do formularza');
    expect(last()).toEqual({ type: 'form', formId: '' });
    fireEvent.click(screen.getByRole('combobox', { name: /Formularz/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Umowa' }));
    choose('Rekord w formularzu', 'Rekord utworzony przez zdarzenie');
    expect(last()).toEqual({
      type: 'form',
      formId: 'f-contract',
      retrieveFromListenerId: 'listener-1',
    });
    choose('Rekord w formularzu', 'Nowy rekord');
    expect(last()).toEqual({ type: 'form', formId: 'f-contract' });
  });

  it('no redirect removes it', () => {
    const { last } = renderEditor({
      type: 'url',
      url: { type: 'manual', value: 'https://example.com' },
    });
    choose('Po zapisie', 'Powrót do poprzedniej strony');
    expect(last()).toBeUndefined();
  });
});
