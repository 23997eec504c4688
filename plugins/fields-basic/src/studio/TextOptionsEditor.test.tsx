import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TextFieldOptions } from '../definitions/fieldsBasic.types';
import { textFieldType } from '../definitions/textFieldType';
import { renderWithTranslations } from '../runtime/renderWithTranslations';
import { TextOptionsEditor } from './TextOptionsEditor';

function Harness({
  initial,
  spy,
}: {
  initial: TextFieldOptions;
  spy: (o: TextFieldOptions) => void;
}) {
  const [options, setOptions] = useState(initial);
  return (
    <TextOptionsEditor
      options={options}
      onChange={(next) => {
        setOptions(next);
        spy(next);
      }}
    />
  );
}

const renderEditor = async (initial: TextFieldOptions = textFieldType.defaultOptions) => {
  const spy = vi.fn();
  await renderWithTranslations(<Harness initial={initial} spy={spy} />);
  return spy;
};

describe('TextOptionsEditor', () => {
  it('shows the default maximum of 200 for options stored without one', async () => {
    await renderEditor({ prefix: '', suffix: '' });
    expect(screen.getByLabelText('Maksymalna liczba znaków')).toHaveValue('200');
    expect(screen.getByLabelText('Minimalna liczba znaków')).toHaveValue('');
  });

  it('edits the length limits; an emptied maximum goes back to 200', async () => {
    const spy = await renderEditor();
    fireEvent.change(screen.getByLabelText('Maksymalna liczba znaków'), {
      target: { value: '50' },
    });
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ maxLength: 50 }));
    fireEvent.change(screen.getByLabelText('Maksymalna liczba znaków'), { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ maxLength: 200 }));
    fireEvent.change(screen.getByLabelText('Minimalna liczba znaków'), { target: { value: '3' } });
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ minLength: 3 }));
  });

  it('flags a maximum below 1 or a fraction instead of saving it', async () => {
    const spy = await renderEditor();
    fireEvent.change(screen.getByLabelText('Maksymalna liczba znaków'), { target: { value: '0' } });
    expect(screen.getByText('Wartość nie może być mniejsza niż 1')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Maksymalna liczba znaków'), {
      target: { value: '2,5' },
    });
    expect(screen.getByText('Wpisz liczbę')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('switches the name-token check and keeps prefix and suffix', async () => {
    const spy = await renderEditor({ ...textFieldType.defaultOptions, prefix: 'ID-' });
    fireEvent.click(screen.getByLabelText('Tylko litery łacińskie, cyfry oraz znaki „-” i „_”'));
    expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ nameToken: true, prefix: 'ID-', maxLength: 200 }),
    );
  });
});
