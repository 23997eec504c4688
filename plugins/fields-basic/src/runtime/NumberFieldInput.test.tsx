import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { numberFieldType } from '../definitions/numberFieldType';
import { FIELDS_BASIC_NAMESPACE, fieldsBasicMessages } from '../messages';
import { NumberFieldInput } from './NumberFieldInput';

async function renderNumber(value: number | null, onChange = vi.fn()) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'pl',
    resources: { pl: { [FIELDS_BASIC_NAMESPACE]: fieldsBasicMessages.pl } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <NumberFieldInput
        id="amount"
        label="Kwota"
        options={{ ...numberFieldType.defaultOptions, suffix: 'zł' }}
        value={value}
        onChange={onChange}
        disabled={false}
        required={false}
      />
    </I18nextProvider>,
  );
  return onChange;
}

describe('NumberFieldInput', () => {
  it('shows the value with a Polish decimal comma and the suffix', async () => {
    await renderNumber(12.5);
    expect(screen.getByLabelText('Kwota')).toHaveValue('12,5');
    expect(screen.getByText('zł')).toBeInTheDocument();
  });

  it('reports the parsed number of what is typed, comma or dot', async () => {
    const onChange = await renderNumber(null);
    fireEvent.change(screen.getByLabelText('Kwota'), { target: { value: '1 000,25' } });
    expect(onChange).toHaveBeenLastCalledWith(1000.25);
  });

  it('reports NaN for text that is not a number, so validation can flag it', async () => {
    const onChange = await renderNumber(null);
    fireEvent.change(screen.getByLabelText('Kwota'), { target: { value: 'abc' } });
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
  });
});
