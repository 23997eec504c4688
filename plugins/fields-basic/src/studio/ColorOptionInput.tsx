import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { isHexColor } from '../definitions/hexColor';
import { useFieldsBasicTranslation } from '../runtime/useFieldsBasicTranslation';

const useStyles = makeStyles({
  swatch: {
    display: 'inline-block',
    width: tokens.spacingHorizontalL,
    height: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** Props of {@link ColorOptionInput}. */
export interface ColorOptionInputProps {
  readonly label: string;
  /** A hex colour, or null for the theme's colour. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
}

/**
 * A colour option typed as hex (`#rgb`, `#rrggbb`, `#rrggbbaa`) with a swatch of it. Empty means
 * the theme's colour; text that is no hex colour is flagged and kept here, never saved.
 */
export function ColorOptionInput({ label, value, onChange }: ColorOptionInputProps) {
  const { t } = useFieldsBasicTranslation();
  const styles = useStyles();
  const [text, setText] = useState(value ?? '');
  const trimmed = text.trim();
  const valid = trimmed === '' || isHexColor(trimmed);
  return (
    <Field
      label={label}
      hint={t('colorOption.hint')}
      validationMessage={valid ? undefined : t('colorOption.invalid')}
    >
      <Input
        value={text}
        contentBefore={
          <span
            aria-hidden
            className={styles.swatch}
            style={valid && trimmed !== '' ? { backgroundColor: trimmed } : undefined}
          />
        }
        onChange={(_event, data) => {
          setText(data.value);
          const next = data.value.trim();
          if (next === '') onChange(null);
          else if (isHexColor(next)) onChange(next);
        }}
      />
    </Field>
  );
}
