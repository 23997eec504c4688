import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTranslations } from '../runtime/renderWithTranslations';
import { TimeIntervalOptionsEditor } from './TimeIntervalOptionsEditor';

describe('TimeIntervalOptionsEditor — spec 001 §3.7 "one day, one month or one year"', () => {
  it('offers the three durations a form can show and writes the chosen one', async () => {
    const onChange = vi.fn();
    await renderWithTranslations(
      <TimeIntervalOptionsEditor options={{ duration: { days: 1 } }} onChange={onChange} />,
    );
    expect(screen.getByLabelText('1 dzień')).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(screen.getByLabelText('1 miesiąc'));
    expect(onChange).toHaveBeenLastCalledWith({ duration: { months: 1 } });
    fireEvent.click(screen.getByLabelText('1 rok'));
    expect(onChange).toHaveBeenLastCalledWith({ duration: { years: 1 } });
  });
});
