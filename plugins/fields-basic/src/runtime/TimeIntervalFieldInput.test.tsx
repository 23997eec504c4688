import type { TimeInterval } from '@tessera/engine';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeIntervalFieldOptions } from '../definitions/temporalFieldOptions.types';
import { renderWithTranslations } from './renderWithTranslations';
import { TimeIntervalFieldInput } from './TimeIntervalFieldInput';

async function renderInterval(
  options: TimeIntervalFieldOptions,
  value: TimeInterval | null,
  { onChange = vi.fn(), readOnly = false } = {},
) {
  await renderWithTranslations(
    <TimeIntervalFieldInput
      id="period"
      label="Okres"
      options={options}
      value={value}
      onChange={onChange}
      disabled={false}
      required={false}
      readOnly={readOnly}
    />,
  );
  return onChange;
}

const MONTHLY = { duration: { months: 1 } };
const YEARLY = { duration: { years: 1 } };
const DAILY = { duration: { days: 1 } };

describe('TimeIntervalFieldInput — spec 001 §3.7, spec 002 §5', () => {
  it('"monthly durations use a month picker converting to the first day of the month"', async () => {
    const onChange = await renderInterval(MONTHLY, {
      startDate: '2024-05-01',
      duration: { months: 1 },
      recurrence: 2,
    });
    const input = screen.getByLabelText('Okres');
    expect(input).toHaveValue('maj 2024');
    fireEvent.click(input);
    const calendar = await screen.findByRole('dialog', { name: 'Kalendarz' });
    expect(within(calendar).queryAllByRole('columnheader')).toHaveLength(0);
    fireEvent.click(within(calendar).getByText('wrz'));
    expect(onChange).toHaveBeenLastCalledWith({
      startDate: '2024-09-01',
      duration: { months: 1 },
      recurrence: 2,
    });
  });

  it('shows a monthly interval stored mid-month as its month', async () => {
    await renderInterval(MONTHLY, { startDate: '2024-05-17', duration: { months: 1 } });
    expect(screen.getByLabelText('Okres')).toHaveValue('maj 2024');
  });

  it('a yearly interval starts on 1 January of the typed year', async () => {
    const onChange = await renderInterval(YEARLY, null);
    const input = screen.getByLabelText('Okres');
    fireEvent.change(input, { target: { value: '2027' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith({
      startDate: '2027-01-01',
      duration: { years: 1 },
      recurrence: 3,
    });
  });

  it('flags a year that is not four digits', async () => {
    const onChange = await renderInterval(YEARLY, null);
    const input = screen.getByLabelText('Okres');
    fireEvent.change(input, { target: { value: '27' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Podaj prawidłową datę początkową i czas trwania')).toBeInTheDocument();
  });

  it('a daily interval is a typed or picked day', async () => {
    const onChange = await renderInterval(DAILY, null);
    const input = screen.getByLabelText('Okres');
    fireEvent.change(input, { target: { value: '2024-05-17' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith({
      startDate: '2024-05-17',
      duration: { days: 1 },
      recurrence: 1,
    });
  });

  it('clears to null', async () => {
    const onChange = await renderInterval(DAILY, {
      startDate: '2024-05-17',
      duration: { days: 1 },
      recurrence: 1,
    });
    const input = screen.getByLabelText('Okres');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the value without a picker when read-only', async () => {
    await renderInterval(
      YEARLY,
      { startDate: '2026-01-01', duration: { years: 1 }, recurrence: 3 },
      { readOnly: true },
    );
    expect(screen.getByLabelText('Okres')).toHaveValue('2026');
    expect(screen.getByLabelText('Okres')).toHaveAttribute('readonly');
  });
});
