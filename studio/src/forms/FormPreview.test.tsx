import type { FormField } from '@tessera/engine';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FormPreview } from './FormPreview';
import type { FormDraft } from './formDraft';

const designer = {
  id: 'u-1',
  email: 'anna@example.com',
  roleIds: [],
  personalDetails: { name: 'Anna' },
};

const text = (id: string, label: string, x: number, extra: Partial<FormField> = {}): FormField => ({
  id,
  name: id,
  label,
  status: 'active',
  type: { name: 'text', options: {} },
  layout: { x, y: 0, width: 4, height: 9 },
  ...extra,
});

const draftWith = (fields: FormField[]): FormDraft => ({
  name: 'Oferta',
  status: 'active',
  fields,
});

function renderPreview(draft: FormDraft) {
  const view = render(withStudioMessages(() => <FormPreview draft={draft} user={designer} />));
  return {
    rerender: (next: FormDraft) =>
      view.rerender(withStudioMessages(() => <FormPreview draft={next} user={designer} />)),
  };
}

/** Lets the preview's pause after a draft change pass. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
}

describe('FormPreview (issue 8: a live preview that runs the real engine)', () => {
  it('spec 002 §4: a default applies to a field without a saved value; a changed default follows', async () => {
    const { rerender } = renderPreview(
      draftWith([
        text('customer', 'Klient', 0, { defaultValue: { type: 'manual', value: 'Jan Kowalski' } }),
      ]),
    );
    expect(await screen.findByRole('textbox', { name: 'Klient' })).toHaveValue('Jan Kowalski');
    rerender(
      draftWith([
        text('customer', 'Klient', 0, { defaultValue: { type: 'manual', value: 'Ewa Nowak' } }),
      ]),
    );
    await settle();
    expect(screen.getByRole('textbox', { name: 'Klient' })).toHaveValue('Ewa Nowak');
  });

  it('spec 002 §4: a field hidden by its visible condition shows once the condition holds', async () => {
    renderPreview(
      draftWith([
        text('customer', 'Klient', 0),
        text('phone', 'Telefon', 4, {
          visible: { type: 'non_empty', valueAccess: { fieldId: 'customer' } },
        }),
      ]),
    );
    const customer = await screen.findByRole('textbox', { name: 'Klient' });
    expect(screen.queryByRole('textbox', { name: 'Telefon' })).toBeNull();
    fireEvent.change(customer, { target: { value: 'Jan' } });
    expect(await screen.findByRole('textbox', { name: 'Telefon' })).toBeInTheDocument();
  });

  it('a computed expression and a url parameter test input', async () => {
    renderPreview(
      draftWith([
        text('source', 'Źródło', 0, { defaultValue: { type: 'url_query', paramName: 'utm' } }),
        {
          ...text('total', 'Razem', 4),
          type: { name: 'number', options: {} },
          defaultValue: {
            type: 'computed_expression',
            expression: 'a * 2',
            variables: { a: { type: 'manual', value: 21 } },
          },
        },
      ]),
    );
    expect(await screen.findByRole('textbox', { name: 'Razem' })).toHaveValue('42');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj parametr' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Parametr' }), {
      target: { value: 'utm' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Wartość' }), {
      target: { value: 'google' },
    });
    expect(await screen.findByRole('textbox', { name: 'Źródło' })).toHaveValue('google');
  });

  it('a draft the engine cannot compile is named instead of the form', async () => {
    renderPreview(
      draftWith([
        text('total', 'Razem', 0, {
          defaultValue: { type: 'computed_expression', expression: '1 +' },
        }),
      ]),
    );
    expect(
      await screen.findByText('Podglądu nie można otworzyć, bo projekt ma błędy:'),
    ).toBeInTheDocument();
  });

  it('says that server-side methods stay empty', async () => {
    renderPreview(
      draftWith([
        text('code', 'Kod', 0, {
          defaultValue: { type: 'generated_code_sequence', codeSequenceId: 'seq-1' },
        }),
      ]),
    );
    expect(await screen.findByText(/w podglądzie pozostają puste/)).toBeInTheDocument();
  });
});
