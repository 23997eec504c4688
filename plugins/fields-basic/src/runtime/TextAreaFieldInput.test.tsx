import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTranslations } from './renderWithTranslations';
import { TEXT_AREA_DEBOUNCE_MS, TextAreaFieldInput } from './TextAreaFieldInput';

function renderTextArea(value: string | null, onChange = vi.fn()) {
  return renderWithTranslations(
    <TextAreaFieldInput
      id="notes"
      label="Uwagi"
      options={{}}
      value={value}
      onChange={onChange}
      disabled={false}
      required={false}
    />,
  );
}

describe('TextAreaFieldInput — spec 002 §5 "max 2000 with counter", §9 "text area 350 ms"', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a "length / 2000" counter that follows the typing at once', async () => {
    await renderTextArea('Ala');
    expect(screen.getByText('3 / 2000')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Uwagi'), { target: { value: 'Ala ma kota' } });
    expect(screen.getByLabelText('Uwagi')).toHaveValue('Ala ma kota');
    expect(screen.getByText('11 / 2000')).toBeInTheDocument();
  });

  it('reports to the form 350 ms after the last keystroke, once', async () => {
    const onChange = vi.fn();
    await renderTextArea(null, onChange);
    const textarea = screen.getByLabelText('Uwagi');
    fireEvent.change(textarea, { target: { value: 'A' } });
    act(() => vi.advanceTimersByTime(TEXT_AREA_DEBOUNCE_MS - 50));
    fireEvent.change(textarea, { target: { value: 'Ab' } });
    act(() => vi.advanceTimersByTime(TEXT_AREA_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('Ab');
  });

  it('reports a waiting change at once on blur, and not again later', async () => {
    const onChange = vi.fn();
    await renderTextArea(null, onChange);
    const textarea = screen.getByLabelText('Uwagi');
    fireEvent.change(textarea, { target: { value: 'Pilne' } });
    fireEvent.blur(textarea);
    expect(onChange).toHaveBeenCalledWith('Pilne');
    act(() => vi.advanceTimersByTime(TEXT_AREA_DEBOUNCE_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports an emptied text area as null', async () => {
    const onChange = vi.fn();
    await renderTextArea('x', onChange);
    fireEvent.change(screen.getByLabelText('Uwagi'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Uwagi'));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('follows a value set from outside while nothing typed is waiting', async () => {
    const { rerender } = await renderTextArea('stara');
    rerender(
      <TextAreaFieldInput
        id="notes"
        label="Uwagi"
        options={{}}
        value="nowa"
        onChange={vi.fn()}
        disabled={false}
        required={false}
      />,
    );
    expect(screen.getByLabelText('Uwagi')).toHaveValue('nowa');
  });

  it('shows the value without letting it change when read-only', async () => {
    await renderWithTranslations(
      <TextAreaFieldInput
        id="notes"
        label="Uwagi"
        options={{}}
        value="tylko do odczytu"
        onChange={vi.fn()}
        disabled={false}
        required={false}
        readOnly
      />,
    );
    expect(screen.getByLabelText('Uwagi')).toHaveAttribute('readonly');
  });
});
