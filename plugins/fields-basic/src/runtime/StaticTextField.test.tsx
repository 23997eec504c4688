import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaticTextFieldOptions, StaticTextValue } from '../definitions/staticFields.types';
import { staticTextFieldType } from '../definitions/staticTextFieldType';
import { renderWithTranslations } from './renderWithTranslations';
import { StaticTextField } from './StaticTextField';

const renderText = (
  value: StaticTextValue,
  options: Partial<StaticTextFieldOptions> = {},
  { disabled = false, language = 'pl' as 'pl' | 'en' } = {},
) =>
  renderWithTranslations(
    <StaticTextField
      id="summary"
      label="Podsumowanie"
      options={{ ...staticTextFieldType.defaultOptions, ...options }}
      value={value}
      onChange={() => {}}
      disabled={disabled}
      required={false}
    />,
    language,
  );

describe('StaticTextField', () => {
  it('shows the value computed from its defaultValue method, not the label', async () => {
    await renderText('Umowa nr 12/2026');
    expect(screen.getByText('Umowa nr 12/2026')).toBeInTheDocument();
    expect(screen.queryByText('Podsumowanie')).toBeNull();
  });

  it('shows a computed number in the Polish number format', async () => {
    await renderText(1234.56);
    expect(screen.getByText('1234,56')).toBeInTheDocument();
  });

  it('shows a computed boolean in words of the interface language', async () => {
    await renderText(true, {}, { language: 'en' });
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });

  it("applies the designer's font size and colour (spec 002 §3: fontSize, fontColor)", async () => {
    await renderText('Uwaga', { fontSize: 20, fontColor: '#c50f1f' });
    const text = screen.getByText('Uwaga');
    expect(text).toHaveStyle({ fontSize: '20px', color: '#c50f1f' });
  });

  it('ignores a colour that is no hex colour, even if stored data bypassed the schema', async () => {
    await renderText('Uwaga', { fontColor: 'red; background: url(x)' });
    expect(screen.getByText('Uwaga').style.color).toBe('');
  });

  it("drops the designer's colour when disabled, so the text reads as disabled", async () => {
    await renderText('Uwaga', { fontColor: '#c50f1f' }, { disabled: true });
    expect(screen.getByText('Uwaga').style.color).toBe('');
  });
});
