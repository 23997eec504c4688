import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DateFieldOptions } from '../definitions/temporalFieldOptions.types';
import { renderWithTranslations } from '../runtime/renderWithTranslations';
import { DateOptionsEditor } from './DateOptionsEditor';

function Harness({
  initial,
  spy,
}: {
  initial: DateFieldOptions;
  spy: (o: DateFieldOptions) => void;
}) {
  const [options, setOptions] = useState(initial);
  return (
    <DateOptionsEditor
      options={options}
      onChange={(next) => {
        setOptions(next);
        spy(next);
      }}
    />
  );
}

describe('DateOptionsEditor — spec 002 §5 "min date, or today when only-future"', () => {
  it('sets the earliest date', async () => {
    const spy = vi.fn();
    await renderWithTranslations(
      <Harness initial={{ minDate: null, onlyFuture: false }} spy={spy} />,
    );
    const input = screen.getByLabelText('Najwcześniejsza dozwolona data');
    fireEvent.change(input, { target: { value: '2024-05-01' } });
    fireEvent.blur(input);
    expect(spy).toHaveBeenLastCalledWith({ minDate: '2024-05-01', onlyFuture: false });
  });

  it('"only future" clears the earliest date and disables it', async () => {
    const spy = vi.fn();
    await renderWithTranslations(
      <Harness initial={{ minDate: '2024-05-01', onlyFuture: false }} spy={spy} />,
    );
    fireEvent.click(screen.getByLabelText('Tylko dzisiejsza lub późniejsza data'));
    expect(spy).toHaveBeenLastCalledWith({ minDate: null, onlyFuture: true });
    expect(screen.getByLabelText('Najwcześniejsza dozwolona data')).toBeDisabled();
  });
});
