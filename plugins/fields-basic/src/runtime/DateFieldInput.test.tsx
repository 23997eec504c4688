import { formatDateValue } from '@tessera/engine';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DateFieldOptions } from '../definitions/temporalFieldOptions.types';
import { browserTimeZone } from './browserTimeZone';
import { DateFieldInput } from './DateFieldInput';
import { renderWithTranslations } from './renderWithTranslations';

const noLimit: DateFieldOptions = { minDate: null, onlyFuture: false };

function renderDate(
  value: string | null,
  { options = noLimit, onChange = vi.fn(), readOnly = false, language = 'pl' as 'pl' | 'en' } = {},
) {
  renderWithTranslations(
    <DateFieldInput
      id="due"
      label="Termin"
      options={options}
      value={value}
      onChange={onChange}
      disabled={false}
      required={false}
      readOnly={readOnly}
    />,
    language,
  );
  return onChange;
}

const type = (text: string) => {
  const input = screen.getByLabelText('Termin');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('DateFieldInput', () => {
  it('shows the stored day as yyyy-MM-dd', async () => {
    await renderDate('2024-05-17');
    expect(screen.getByLabelText('Termin')).toHaveValue('2024-05-17');
  });

  it('reports a typed day as yyyy-MM-dd', async () => {
    const onChange = await renderDate(null);
    type('2024-05-20');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-20');
  });

  it('"date strings must match the strict date format": loose text is flagged, the value kept', async () => {
    const onChange = await renderDate('2024-05-17');
    for (const text of ['2024-02-30', '17.05.2024', '2024-5-7']) {
      type(text);
      expect(onChange).not.toHaveBeenCalledWith(expect.not.stringMatching(/^2024-05-17$/));
      expect(screen.getByText('Podaj datę w formacie RRRR-MM-DD')).toBeInTheDocument();
      expect(screen.getByLabelText('Termin')).toHaveValue('2024-05-17');
    }
  });

  it('clears the value when the text is emptied', async () => {
    const onChange = await renderDate('2024-05-17');
    type('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('"Date picker: min date": an earlier day is flagged and not reported', async () => {
    const onChange = await renderDate(null, {
      options: { minDate: '2024-05-10', onlyFuture: false },
    });
    type('2024-05-09');
    expect(onChange).not.toHaveBeenCalledWith('2024-05-09');
    expect(screen.getByText('Data nie może być wcześniejsza niż 2024-05-10')).toBeInTheDocument();
    type('2024-05-10');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-10');
  });

  it('"or today when only-future": yesterday is flagged', async () => {
    const today = formatDateValue(new Date(), 'DATE', browserTimeZone());
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const onChange = await renderDate(null, { options: { minDate: null, onlyFuture: true } });
    type(yesterday.toISOString().slice(0, 10));
    expect(onChange).not.toHaveBeenCalledWith(yesterday.toISOString().slice(0, 10));
    expect(screen.getByText(`Data nie może być wcześniejsza niż ${today}`)).toBeInTheDocument();
  });

  it('opens a Polish calendar whose week starts on Monday (spec 002 §9)', async () => {
    await renderDate('2024-05-17');
    fireEvent.click(screen.getByLabelText('Termin'));
    const calendar = await screen.findByRole('dialog', { name: 'Kalendarz' });
    expect(within(calendar).getByText('maj 2024')).toBeInTheDocument();
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 7)).toEqual(['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd']);
  });

  it('speaks English in English', async () => {
    await renderDate('2024-05-17', { language: 'en' });
    fireEvent.click(screen.getByLabelText('Termin'));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(within(calendar).getByText('May 2024')).toBeInTheDocument();
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
  });

  it('reports a day picked in the calendar', async () => {
    const onChange = await renderDate('2024-05-17');
    fireEvent.click(screen.getByLabelText('Termin'));
    const calendar = await screen.findByRole('dialog', { name: 'Kalendarz' });
    fireEvent.click(within(calendar).getByText('20'));
    expect(onChange).toHaveBeenLastCalledWith('2024-05-20');
  });

  it('shows the value without a picker when read-only', async () => {
    await renderDate('2024-05-17', { readOnly: true });
    const input = screen.getByLabelText('Termin');
    expect(input).toHaveValue('2024-05-17');
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
