import type { RepeatingGroupOptions } from '@tessera/engine';
import { createI18n } from '@tessera/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages } from '../messages';
import { RepeatingGroupOptionsEditor } from './RepeatingGroupOptionsEditor';

function renderEditor(options: RepeatingGroupOptions) {
  // As an app sets it up: the common catalogue (and its i18next typing), plus this namespace.
  const i18n = createI18n({ language: 'pl' });
  i18n.addResourceBundle('pl', FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages.pl);
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RepeatingGroupOptionsEditor options={options} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('RepeatingGroupOptionsEditor', () => {
  it('writes a typed minimum as a manual method and removes it when emptied', () => {
    const onChange = renderEditor({ fieldsTemplate: [] });
    const min = screen.getByLabelText('Minimalna liczba wierszy');
    fireEvent.change(min, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({
      fieldsTemplate: [],
      minRowsCount: { type: 'manual', value: 2 },
    });
  });

  it('removes a limit when its input is emptied', () => {
    const onChange = renderEditor({
      fieldsTemplate: [],
      maxRowsCount: { type: 'manual', value: 5 },
    });
    fireEvent.change(screen.getByLabelText('Maksymalna liczba wierszy'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ fieldsTemplate: [] });
  });

  it('says the maximum is capped at 100 rows and flags a minimum above the maximum', () => {
    renderEditor({
      fieldsTemplate: [],
      minRowsCount: { type: 'manual', value: 5 },
      maxRowsCount: { type: 'manual', value: 3 },
    });
    expect(
      screen.getByText('Najwyżej 100 wierszy, niezależnie od ustawienia.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Minimalna liczba wierszy nie może być większa niż maksymalna'),
    ).toBeInTheDocument();
  });

  it('leaves a limit computed by another method alone', () => {
    renderEditor({
      fieldsTemplate: [],
      minRowsCount: { type: 'field_value_access', fieldId: 'count' },
    });
    expect(screen.getByText('Wyliczana metodą')).toBeInTheDocument();
  });
});
