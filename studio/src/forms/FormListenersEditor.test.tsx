import type { FormEventListener } from '@tessera/engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FormListenersEditor } from './FormListenersEditor';

const fields = [
  { id: 'customer', label: 'Klient', valueType: 'text' },
  { id: 'phone', label: 'Telefon', valueType: 'text' },
];

function Harness({
  initial,
  onChange,
}: {
  initial: FormEventListener[];
  onChange: (next: FormEventListener[]) => void;
}) {
  const [listeners, setListeners] = useState(initial);
  return (
    <FormListenersEditor
      listeners={listeners}
      fields={fields}
      provider={null}
      providers={[]}
      onChange={(next) => {
        setListeners(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor(initial: FormEventListener[]) {
  const changes: FormEventListener[][] = [];
  render(
    withStudioMessages(() => <Harness initial={initial} onChange={(next) => changes.push(next)} />),
  );
  return { changes, last: () => changes.at(-1) };
}

describe('FormListenersEditor (spec 002 §3 formEventListeners: field_value_changed)', () => {
  const stored: FormEventListener[] = [
    {
      id: 'listener-1',
      type: 'field_value_changed',
      formFieldId: 'phone',
      condition: { type: 'non_empty', valueAccess: { fieldId: 'customer' } },
      action: {
        id: 'a-1',
        type: 'send_sms',
        recipient: { type: 'field_value_access', fieldId: 'phone' },
        message: { type: 'manual', value: 'Dziękujemy' },
      },
    },
  ];

  it('a stored listener is shown and left as it was (an action type the editor does not edit is kept)', () => {
    const { changes } = renderEditor(stored);
    expect(screen.getByRole('region', { name: 'Zmiana pola Telefon' })).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('adds a listener on the first field, with no condition', () => {
    const { last } = renderEditor([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj zdarzenie' }));
    const [added] = last() ?? [];
    expect(added).toMatchObject({
      type: 'field_value_changed',
      formFieldId: 'customer',
      action: { type: 'update_current_record', fieldValues: [] },
    });
    expect(added?.condition).toBeUndefined();
  });
});
