import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FormDesigner } from './FormDesigner';
import type { FormDraft } from './formDraft';
import { useFormEditor } from './useFormEditor';

const start: FormDraft = {
  name: 'Nowy lead',
  status: 'active',
  fields: [
    {
      id: 'customerName',
      name: 'customerName',
      label: 'Klient',
      status: 'active',
      type: { name: 'text', options: {} },
      layout: { x: 0, y: 0, width: 6, height: 9 },
    },
    {
      id: 'phone',
      name: 'phone',
      label: 'Telefon',
      status: 'active',
      type: { name: 'text', options: {} },
      layout: { x: 6, y: 0, width: 6, height: 9 },
    },
  ],
};

function Harness() {
  const editor = useFormEditor(start, null);
  return (
    <>
      <FormDesigner editor={editor} provider={null} readOnly={false} />
      <button type="button" onClick={editor.undo}>
        undo
      </button>
    </>
  );
}

const renderDesigner = () => render(withStudioMessages(() => <Harness />));
const grid = () => within(screen.getByRole('group', { name: 'Siatka formularza' }));
const card = (label: string) => grid().getByRole('button', { name: new RegExp(`^${label},`) });

describe('FormDesigner (issue 8: the keyboard arranges the grid)', () => {
  it('the arrow keys move a selected field by one cell; a field in the way moves down', () => {
    renderDesigner();
    const klient = card('Klient');
    klient.focus();
    fireEvent.keyDown(klient, { key: 'ArrowDown' });
    expect(card('Klient')).toHaveAccessibleName(
      'Klient, Pole tekstowe, kolumna 1, wiersz 2, szerokość 6',
    );
    expect(card('Klient')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(card('Klient'), { key: 'ArrowRight' });
    expect(card('Klient')).toHaveAccessibleName(/kolumna 2, wiersz 2,/);
    // Telefon sat on columns 7–12 of rows 1–9: Klient now covers column 7, so it moves below.
    expect(card('Telefon')).toHaveAccessibleName(/kolumna 7, wiersz 11,/);
    expect(screen.getByText('Pole Klient: kolumna 2, wiersz 2.')).toBeInTheDocument();
  });

  it('stops at the grid edge, resizes with Shift and undoes a step', () => {
    renderDesigner();
    fireEvent.keyDown(card('Telefon'), { key: 'ArrowRight' });
    expect(card('Telefon')).toHaveAccessibleName(/kolumna 7, wiersz 1, szerokość 6/);
    fireEvent.keyDown(card('Klient'), { key: 'ArrowLeft', shiftKey: true });
    expect(card('Klient')).toHaveAccessibleName(/szerokość 5$/);
    fireEvent.click(screen.getByRole('button', { name: 'undo' }));
    expect(card('Klient')).toHaveAccessibleName(/szerokość 6$/);
  });

  it('Shift-click selects several fields, which then move together and are removed with Delete', () => {
    renderDesigner();
    fireEvent.click(card('Klient'));
    fireEvent.click(card('Telefon'), { shiftKey: true });
    expect(screen.getByRole('heading', { name: 'Zaznaczono 2 pola' })).toBeInTheDocument();
    fireEvent.keyDown(card('Telefon'), { key: 'ArrowDown' });
    expect(card('Klient')).toHaveAccessibleName(/wiersz 2,/);
    expect(card('Telefon')).toHaveAccessibleName(/wiersz 2,/);
    fireEvent.keyDown(card('Telefon'), { key: 'Delete' });
    expect(grid().queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Formularz nie ma jeszcze pól')).toBeInTheDocument();
  });

  it('a palette type added with the keyboard lands under the fields in its default size, selected', () => {
    renderDesigner();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj pole: Obszar tekstowy' }));
    const added = grid().getByRole('button', { name: /^text_area_1,/ });
    expect(added).toHaveAccessibleName(
      'text_area_1, Obszar tekstowy, kolumna 1, wiersz 10, szerokość 3',
    );
    expect(added).toHaveAttribute('aria-pressed', 'true');
    const panel = screen.getByRole('region', { name: 'Właściwości pola' });
    fireEvent.change(within(panel).getByLabelText('Etykieta'), { target: { value: 'Uwagi' } });
    expect(card('Uwagi')).toBeInTheDocument();
  });
});
