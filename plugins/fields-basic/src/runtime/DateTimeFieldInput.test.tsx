import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { joinDateTime } from '../definitions/dateTimeParts';
import { browserTimeZone } from './browserTimeZone';
import { DateTimeFieldInput } from './DateTimeFieldInput';
import { renderWithTranslations } from './renderWithTranslations';

const zone = browserTimeZone();

async function renderDateTime(value: string | null, { onChange = vi.fn(), readOnly = false } = {}) {
  await renderWithTranslations(
    <DateTimeFieldInput
      id="meeting"
      label="Spotkanie"
      options={{}}
      value={value}
      onChange={onChange}
      disabled={false}
      required={false}
      readOnly={readOnly}
    />,
  );
  return {
    onChange,
    date: () => screen.getByRole('combobox', { name: 'Spotkanie Data' }),
    time: () => screen.getByRole('combobox', { name: 'Spotkanie Godzina' }),
  };
}

const typeInto = (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.input(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('DateTimeFieldInput — spec 002 §5 "date YYYY-MM-DD, time HH:mm, 24-hour, seconds zeroed"', () => {
  it('"the time tab is enabled after a date is chosen"', async () => {
    const { date, time } = await renderDateTime(null);
    expect(date()).toBeEnabled();
    expect(time()).toBeDisabled();
  });

  it("starts a newly chosen day at 00:00, as ISO with the user's offset", async () => {
    const { date, onChange } = await renderDateTime(null);
    typeInto(date(), '2024-05-17');
    const expected = joinDateTime('2024-05-17', '00:00', zone);
    expect(expected).toMatch(/^2024-05-17T00:00:00([+-]\d{2}:\d{2})$/);
    expect(onChange).toHaveBeenLastCalledWith(expected);
  });

  it("shows a stored value as its day and time in the user's zone", async () => {
    const stored = joinDateTime('2024-05-17', '14:30', zone)!;
    const { date, time } = await renderDateTime(stored);
    expect(date()).toHaveValue('2024-05-17');
    expect(time()).toHaveValue('14:30');
    expect(time()).toBeEnabled();
  });

  it('reads a typed time on a 24-hour clock and zeroes the seconds', async () => {
    const { time, onChange } = await renderDateTime(joinDateTime('2024-05-17', '14:30', zone));
    typeInto(time(), '9:05');
    expect(onChange).toHaveBeenLastCalledWith(joinDateTime('2024-05-17', '09:05', zone));
    expect(onChange.mock.lastCall?.[0]).toMatch(/T09:05:00/);
  });

  it('offers the times of the day every 30 minutes, 24-hour', async () => {
    const { time, onChange } = await renderDateTime(joinDateTime('2024-05-17', '14:30', zone));
    fireEvent.click(time());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(options.at(-1)).toBe('23:30');
    fireEvent.click(screen.getByRole('option', { name: '16:00' }));
    expect(onChange).toHaveBeenLastCalledWith(joinDateTime('2024-05-17', '16:00', zone));
  });

  it('flags a time that is not HH:mm and keeps the value', async () => {
    const { time, onChange } = await renderDateTime(joinDateTime('2024-05-17', '14:30', zone));
    typeInto(time(), '25:00');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Podaj godzinę w formacie GG:MM')).toBeInTheDocument();
  });

  it('keeps the chosen time when the day changes', async () => {
    const { date, onChange } = await renderDateTime(joinDateTime('2024-05-17', '14:30', zone));
    typeInto(date(), '2024-05-20');
    expect(onChange).toHaveBeenLastCalledWith(joinDateTime('2024-05-20', '14:30', zone));
  });

  it('shows "day time" without pickers when read-only', async () => {
    await renderDateTime(joinDateTime('2024-05-17', '14:30', zone), { readOnly: true });
    expect(screen.getByLabelText('Spotkanie')).toHaveValue('2024-05-17 14:30');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
