import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { OptionsEditorProps } from '@tessera/react';
import { useState } from 'react';
import type { StaticTextFieldOptions } from '../definitions/staticFields.types';
import { STATIC_TEXT_FONT_SIZE } from '../definitions/staticTextFieldType';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';
import { ColorOptionInput } from './ColorOptionInput';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const { min, max } = STATIC_TEXT_FONT_SIZE;

/** A whole number of pixels within the allowed range; null for empty text, undefined if invalid. */
function parseFontSize(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const size = Number(trimmed);
  return size >= min && size <= max ? size : undefined;
}

/**
 * Studio editor of a static text: bold, font size and colour. Its text itself is the field's
 * `defaultValue` method, edited with the other common field settings.
 * @public
 */
export function StaticTextOptionsEditor({
  options,
  onChange,
}: OptionsEditorProps<StaticTextFieldOptions>) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const [fontSizeText, setFontSizeText] = useState(
    options.fontSize === null ? '' : String(options.fontSize),
  );
  const fontSizeValid = parseFontSize(fontSizeText) !== undefined;
  return (
    <div className={styles.root}>
      <Switch
        label={t('staticText.bold')}
        checked={options.bold}
        onChange={(_event, data) => onChange({ ...options, bold: data.checked })}
      />
      <Field
        label={t('staticText.fontSize')}
        hint={t('staticText.fontSizeHint', { min, max })}
        validationMessage={
          fontSizeValid ? undefined : t('staticText.fontSizeInvalid', { min, max })
        }
      >
        <Input
          inputMode="numeric"
          value={fontSizeText}
          onChange={(_event, data) => {
            setFontSizeText(data.value);
            const fontSize = parseFontSize(data.value);
            if (fontSize !== undefined) onChange({ ...options, fontSize });
          }}
        />
      </Field>
      <ColorOptionInput
        label={t('staticText.fontColor')}
        value={options.fontColor}
        onChange={(fontColor) => onChange({ ...options, fontColor })}
      />
    </div>
  );
}
